import { Trans, useLingui } from '@lingui/react/macro';
import { useActorSelector } from '../../lib/use-actor-selector.ts';
import { AuthCard } from '../../ui/auth-card.tsx';
import { NewPasswordForm } from '../../ui/forms/new-password-form.tsx';
import { NO_FIELD_ERRORS, useRecovery } from './recovery-actor.ts';

/** /password-reset: the new password. */
export function PasswordReset() {
  const { t } = useLingui();
  const actor = useRecovery();
  const email = useActorSelector(actor, (s) => s.context.email);
  const submitting = useActorSelector(actor, (s) => s.hasTag('loading'));
  return (
    <AuthCard
      title={t`Choose a new password`}
      lead={
        <Trans>
          For the account <strong>{email}</strong>.
        </Trans>
      }
    >
      <NewPasswordForm
        id="password-reset"
        submitting={submitting}
        submitLabel={<Trans>Change my password</Trans>}
        fieldErrors={NO_FIELD_ERRORS}
        onSubmit={(password) => actor.send({ type: 'SUBMIT_PASSWORD', password })}
      />
    </AuthCard>
  );
}
