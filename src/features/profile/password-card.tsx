import { useMemo } from 'react';
import { getFormProps } from '@conform-to/react';
import type { ActorRefFrom } from 'xstate';
import type { changePasswordMachine } from '../../../machines/change-password.ts';
import { Trans, useLingui } from '@lingui/react/macro';
import { useApi } from '../../api/use-api.ts';
import { profileApi } from '../../api/profile.ts';
import { changePasswordSchema } from './password-form-schema.ts';
import { useNotifications } from '../../lib/notify-context.ts';
import { useActorSelector } from '../../lib/use-actor-selector.ts';
import { FormProblems, SubmitButton } from '../../ui/forms/form-field.tsx';
import { PasswordField } from '../../ui/forms/new-password-form.tsx';
import { useValidatedForm } from '../../ui/forms/use-validated-form.ts';
import { provideChangePassword } from './profile-implementations.ts';
import { useFlowActor } from '../../lib/use-flow-actor.ts';

const NO_DEFAULTS = {};

/** The change-password card: the changePassword flow. */
export function PasswordCard() {
  const profile = useApi(profileApi);
  const machine = useMemo(() => provideChangePassword(profile), [profile]);
  const actor = useFlowActor(machine);
  useNotifications(actor);
  // A new form after each change: the passwords typed are gone.
  const version = useActorSelector(actor, (s) => s.context.formVersion);
  return (
    <section className="card" aria-labelledby="change-password-title">
      <h2 id="change-password-title" className="card__title">
        <Trans>Change password</Trans>
      </h2>
      <PasswordForm key={version} actor={actor} />
    </section>
  );
}

function PasswordForm({ actor }: { actor: ActorRefFrom<typeof changePasswordMachine> }) {
  const { t } = useLingui();
  const saving = useActorSelector(actor, (s) => s.hasTag('loading'));
  const fieldErrors = useActorSelector(actor, (s) => s.context.fieldErrors);
  const { form, fields, problems } = useValidatedForm({
    id: 'change-password',
    defaultValue: NO_DEFAULTS,
    fieldErrors,
    schema: changePasswordSchema,
    submitting: saving,
    onValid: ({ current_password, password }) => actor.send({ type: 'SUBMIT', values: { current_password, password } }),
  });
  return (
    <form {...getFormProps(form)} className="form" noValidate>
      <FormProblems problems={problems} />
      <PasswordField meta={fields.current_password} label={t`Current password`} autoComplete="current-password" />
      <PasswordField meta={fields.password} label={t`New password`} autoComplete="new-password" withRules />
      <PasswordField meta={fields.password_confirmation} label={t`Confirm the new password`} autoComplete="new-password" />
      <SubmitButton submitting={saving} busyLabel={t`Saving…`}>
        <Trans>Change password</Trans>
      </SubmitButton>
    </form>
  );
}
