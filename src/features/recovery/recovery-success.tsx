import { Trans, useLingui } from '@lingui/react/macro';
import { AuthCard } from '../../ui/auth-card.tsx';
import { useDocumentTitle } from '../../ui/use-document-title.ts';
import { useRecovery } from './recovery-actor.ts';

/** /password-recovery-success: continuing opens the portal, signed in with the new password. */
export function RecoverySuccess() {
  const { t } = useLingui();
  useDocumentTitle(t`Password changed`);
  const actor = useRecovery();
  return (
    <AuthCard
      success
      titleId="recovery-success-title"
      title={<Trans>Your password has been changed</Trans>}
      lead={<Trans>From now on, sign in with your new password.</Trans>}
    >
      <button type="button" className="button button--primary button--block" onClick={() => actor.send({ type: 'CONTINUE' })}>
        <Trans>Continue</Trans>
      </button>
    </AuthCard>
  );
}
