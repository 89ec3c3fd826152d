import { Trans, useLingui } from '@lingui/react/macro';
import { useActorSelector } from '../../lib/use-actor-selector.ts';
import { NewPasswordForm } from '../../ui/forms/new-password-form.tsx';
import { useDocumentTitle } from '../../ui/use-document-title.ts';
import { useSignUpForm } from './sign-up-actor.ts';

/** The security step: the account's password. */
export function PasswordStep() {
  const { t } = useLingui();
  useDocumentTitle(t`Security`);
  const { actor, fieldErrors, submitting } = useSignUpForm();
  const email = useActorSelector(actor, (s) => s.context.email);
  return (
    <>
      <h2 className="wizard__title" data-focus-on-arrival>
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
