import { Trans, useLingui } from '@lingui/react/macro';
import { AuthCard } from '../../ui/auth-card.tsx';
import { ConfirmationEmailForm, type EmailConfirmationActor } from '../../ui/forms/email-confirmation.tsx';

/** /password-recovery: the account's e-mail. */
export function RecoveryEmail({ confirmation }: { confirmation: EmailConfirmationActor }) {
  const { t } = useLingui();
  return (
    <AuthCard
      title={t`Recover your password`}
      lead={<Trans>Enter the e-mail of your account. We will send you a code to choose a new password.</Trans>}
      footer="signIn"
    >
      <ConfirmationEmailForm confirmation={confirmation} id="password-recovery" submitLabel={<Trans>Send the code</Trans>} marksFieldErrors={false} />
    </AuthCard>
  );
}
