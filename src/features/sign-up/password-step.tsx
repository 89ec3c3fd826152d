import { Trans, useLingui } from '@lingui/react/macro';
import { useActorSelector } from '../../lib/use-actor-selector.ts';
import { NewPasswordForm } from '../../ui/forms/new-password-form.tsx';
import { useDocumentTitle } from '../../ui/use-document-title.ts';
import { useSignUp } from './sign-up-actor.ts';

/** The security step: the account's password. */
export function PasswordStep() {
  const { t } = useLingui();
  useDocumentTitle(t`Security`);
  const actor = useSignUp();
  const email = useActorSelector(actor, (s) => s.context.email);
  const fieldErrors = useActorSelector(actor, (s) => s.context.fieldErrors);
  const submitting = useActorSelector(actor, (s) => s.hasTag('loading'));
  return (
    <>
      <h2 className="wizard__title">
        <Trans>Choose your password</Trans>
      </h2>
      <p className="wizard__lead">
        <Trans>
          You will sign in as <strong>{email}</strong>.
        </Trans>
      </p>
      <NewPasswordForm
        id="sign-up-password"
        submitting={submitting}
        submitLabel={<Trans>Create my account</Trans>}
        fieldErrors={fieldErrors}
        onSubmit={(password) => actor.send({ type: 'SUBMIT_PASSWORD', password })}
      />
    </>
  );
}
