import { Link } from 'react-router-dom';
import { useLingui } from '@lingui/react/macro';
import { useNoticeBell } from '../../lib/notice-bell-context.ts';
import { paths } from '../../lib/paths.ts';
import { useActorSelector } from '../../lib/use-actor-selector.ts';
import { Icon } from '../../ui/icons.tsx';
import type { NoticeBellActor } from '../../lib/notice-bell-context.ts';

/** The header's bell: a link to the notices, with the unread count when there is any (docs/product.md#notices). */
export function NoticeBell() {
  const bell = useNoticeBell();
  return bell ? <BellLink bell={bell} /> : null;
}

function BellLink({ bell }: { bell: NoticeBellActor }) {
  const { t } = useLingui();
  const unread = useActorSelector(bell, (snapshot) => snapshot.context.unread) ?? 0;
  return (
    <Link to={paths.notices} className="notice-bell icon-button" aria-label={unread > 0 ? t`Notices, ${unread} unread` : t`Notices`}>
      <Icon name="bell" size={22} />
      {unread > 0 && (
        <span className="notice-bell__count" aria-hidden="true">
          {unread > 99 ? '99+' : unread}
        </span>
      )}
    </Link>
  );
}
