import { Trans, useLingui } from '@lingui/react/macro';
import { useActorSelector } from '../../lib/use-actor-selector.ts';
import { AuthCard } from '../../ui/auth-card.tsx';
import { EmailForm } from '../../ui/forms/email-form.tsx';
import { useDocumentTitle } from '../../ui/use-document-title.ts';
import { NO_FIELD_ERRORS, useRecovery } from './recovery-actor.ts';

/** /password-recovery: the account's e-mail. */
export function RecoveryEmail() {
  const { t } = useLingui();
  useDocumentTitle(t`Recover your password`);
  const actor = useRecovery();
  const email = useActorSelector(actor, (s) => s.context.email);
  const submitting = useActorSelector(actor, (s) => s.hasTag('loading'));
  return (
    <AuthCard
      titleId="recovery-title"
      title={<Trans>Recover your password</Trans>}
      lead={<Trans>Enter the e-mail of your account. We will send you a code to choose a new password.</Trans>}
      footer="signIn"
    >
      <EmailForm
        id="password-recovery"
        defaultValue={email}
        submitting={submitting}
        submitLabel={<Trans>Send the code</Trans>}
        fieldErrors={NO_FIELD_ERRORS}
        onSubmit={(value) => actor.send({ type: 'SUBMIT_EMAIL', email: value })}
      />
    </AuthCard>
  );
}
