import { Trans, useLingui } from '@lingui/react/macro';
import { AuthCard } from '../../ui/auth-card.tsx';
import { useDocumentTitle } from '../../ui/use-document-title.ts';
import { useSignUp } from './sign-up-actor.ts';

/** /create-account/success: the account is ready. */
export function SuccessPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Account created`);
  const actor = useSignUp();
  return (
    <AuthCard
      success
      titleId="account-created-title"
      title={<Trans>Your account is ready</Trans>}
      lead={<Trans>Use your US locker address when you shop online, and follow your packages from your account.</Trans>}
    >
      <button type="button" className="button button--primary button--block" onClick={() => actor.send({ type: 'CONTINUE' })}>
        <Trans>Go to my account</Trans>
      </button>
    </AuthCard>
  );
}
