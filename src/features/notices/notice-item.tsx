import { Link } from 'react-router-dom';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Notice } from '../../api/contract/notices.ts';
import { formatInstantDate } from '../../lib/dates.ts';
import { noticeWords } from './notice-words.ts';

/** One notice: what happened, its date, and "New" (in words, not only a colour) while unread when the page opened. */
export function NoticeItem({ notice }: { notice: Notice }) {
  const { i18n } = useLingui();
  const { text, href } = noticeWords(i18n, notice);
  const date = formatInstantDate(i18n.locale, notice.created_at);
  return (
    <li className={notice.read ? 'notice' : 'notice notice--unread'}>
      {!notice.read && (
        <span className="notice__new">
          <Trans>New</Trans>
        </span>
      )}
      <p className="notice__text">{href ? <Link to={href}>{text}</Link> : text}</p>
      <time className="notice__date" dateTime={notice.created_at}>
        {date}
      </time>
    </li>
  );
}
