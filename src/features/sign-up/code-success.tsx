import { Trans, useLingui } from '@lingui/react/macro';
import { AuthSuccess } from '../../ui/auth-success.tsx';
import { useSignUp } from './sign-up-actor.ts';

/** /create-account/code-validation-success: the e-mail is confirmed; on to the password. */
export function CodeSuccess() {
  const { t } = useLingui();
  const actor = useSignUp();
  return (
    <AuthSuccess
      documentTitle={t`E-mail confirmed`}
      title={t`Your e-mail is confirmed`}
      lead={<Trans>Now choose the password you will sign in with.</Trans>}
      continueLabel={<Trans>Continue</Trans>}
      onContinue={() => actor.send({ type: 'CONTINUE' })}
    />
  );
}
