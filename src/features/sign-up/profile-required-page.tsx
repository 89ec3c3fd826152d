import { Link } from 'react-router-dom';
import { Trans, useLingui } from '@lingui/react/macro';
import { useCurrentUser } from '../../lib/session-context.ts';
import { paths } from '../../lib/paths.ts';
import { useDocumentTitle } from '../../ui/use-document-title.ts';

/**
 * /create-account/add-user-information/data, until the sign-up wizard is built: an account
 * without a client profile cannot use the portal yet, and this page says so honestly.
 */
export function ProfileRequiredPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Complete your profile`);
  const user = useCurrentUser();
  const email = user?.email ?? '';
  return (
    <section className="notice-card" aria-labelledby="profile-required-title">
      <h1 id="profile-required-title">
        <Trans>Complete your profile</Trans>
      </h1>
      <p>
        <Trans>
          The account <strong>{email}</strong> does not have its personal data yet. Your profile must be completed
          before you can receive packages at your locker.
        </Trans>
      </p>
      <p>
        <Trans>Completing the profile online will be available here soon. Meanwhile, please contact our support team.</Trans>
      </p>
      <Link to={paths.logout} className="button button--secondary">
        <Trans>Sign out</Trans>
      </Link>
    </section>
  );
}
