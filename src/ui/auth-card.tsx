import { useId, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Trans } from '@lingui/react/macro';
import { paths } from '../lib/paths.ts';
import { SuccessMark } from './success-mark.tsx';
import { useDocumentTitle } from './use-document-title.ts';

type AuthCardProps = {
  /** The h1, which names the section and, unless `documentTitle` says otherwise, the tab. */
  title: string;
  documentTitle?: string;
  lead?: ReactNode;
  /** A success notice: a check mark above the title, centred. */
  success?: boolean;
  /** Under a rule at the bottom; `signIn` is the usual "Back to sign in" link. */
  footer?: ReactNode | 'signIn';
  children: ReactNode;
};

/** The card of the public pages around sign-in: sign-up's first pages, recovery, the code entry. */
export function AuthCard({ title, documentTitle, lead, success, footer, children }: AuthCardProps) {
  const titleId = useId();
  useDocumentTitle(documentTitle ?? title);
  return (
    <section className={`auth-card auth-card--narrow${success ? ' notice' : ''}`} aria-labelledby={titleId}>
      {success && <SuccessMark />}
      <h1 id={titleId} className="auth-card__title">
        {title}
      </h1>
      {lead && <p className="auth-card__lead">{lead}</p>}
      {children}
      {footer && (
        <div className="auth-card__footer">
          {footer === 'signIn' ? (
            <Link to={paths.signIn}>
              <Trans>Back to sign in</Trans>
            </Link>
          ) : (
            footer
          )}
        </div>
      )}
    </section>
  );
}
