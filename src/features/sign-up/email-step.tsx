import { Link } from 'react-router-dom';
import { Trans, useLingui } from '@lingui/react/macro';
import { paths } from '../../lib/paths.ts';
import { useActorSelector } from '../../lib/use-actor-selector.ts';
import { EmailForm } from '../../ui/forms/email-form.tsx';
import { useDocumentTitle } from '../../ui/use-document-title.ts';
import { useSignUp } from './sign-up-actor.ts';

/** /create-account: the e-mail the account will use; a code is sent to it. */
export function EmailStep() {
  const { t } = useLingui();
  useDocumentTitle(t`Create an account`);
  const actor = useSignUp();
  const email = useActorSelector(actor, (s) => s.context.email);
  const fieldErrors = useActorSelector(actor, (s) => s.context.fieldErrors);
  const submitting = useActorSelector(actor, (s) => s.hasTag('loading'));
  return (
    <section className="auth-card auth-card--narrow" aria-labelledby="create-account-title">
      <h1 id="create-account-title" className="auth-card__title">
        <Trans>Create an account</Trans>
      </h1>
      <p className="auth-card__lead">
        <Trans>Enter your e-mail. We will send you a 6-digit code to confirm it is yours.</Trans>
      </p>
      <EmailForm
        id="create-account"
        defaultValue={email}
        submitting={submitting}
        submitLabel={<Trans>Continue</Trans>}
        fieldErrors={fieldErrors}
        onSubmit={(value) => actor.send({ type: 'SUBMIT_EMAIL', email: value })}
      />
      <div className="auth-card__footer">
        <p>
          <Trans>Already have an account?</Trans>
        </p>
        <Link to={paths.signIn} className="button button--secondary button--block">
          <Trans>Sign in</Trans>
        </Link>
      </div>
    </section>
  );
}
