import { Trans, useLingui } from '@lingui/react/macro';
import { AuthSuccess } from '../../ui/auth-success.tsx';
import { useSignUp } from './sign-up-actor.ts';

/** /create-account/success: the account is ready. */
export function SuccessPage() {
  const { t } = useLingui();
  const actor = useSignUp();
  return (
    <AuthSuccess
      documentTitle={t`Account created`}
      title={t`Your account is ready`}
      lead={<Trans>Use your US locker address when you shop online, and follow your packages from your account.</Trans>}
      continueLabel={<Trans>Go to my account</Trans>}
      onContinue={() => actor.send({ type: 'CONTINUE' })}
    />
  );
}
