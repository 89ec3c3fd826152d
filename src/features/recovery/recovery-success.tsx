import { Trans, useLingui } from '@lingui/react/macro';
import { AuthSuccess } from '../../ui/auth-success.tsx';
import { useRecovery } from './recovery-actor.ts';

/** /password-recovery-success: continuing opens the portal, signed in with the new password. */
export function RecoverySuccess() {
  const { t } = useLingui();
  const actor = useRecovery();
  return (
    <AuthSuccess
      documentTitle={t`Password changed`}
      title={t`Your password has been changed`}
      lead={<Trans>From now on, sign in with your new password.</Trans>}
      continueLabel={<Trans>Continue</Trans>}
      onContinue={() => actor.send({ type: 'CONTINUE' })}
    />
  );
}
