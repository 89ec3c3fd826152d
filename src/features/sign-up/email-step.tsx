import { Link } from 'react-router-dom';
import { Trans, useLingui } from '@lingui/react/macro';
import { paths } from '../../lib/paths.ts';
import { useActorSelector } from '../../lib/use-actor-selector.ts';
import { AuthCard } from '../../ui/auth-card.tsx';
import { EmailForm } from '../../ui/forms/email-form.tsx';
import { useDocumentTitle } from '../../ui/use-document-title.ts';
import { useSignUpForm } from './sign-up-actor.ts';

/** /create-account: the e-mail the account will use; a code is sent to it. */
export function EmailStep() {
  const { t } = useLingui();
  useDocumentTitle(t`Create an account`);
  const { actor, fieldErrors, submitting } = useSignUpForm();
  const email = useActorSelector(actor, (s) => s.context.email);
  return (
    <AuthCard
      titleId="create-account-title"
      title={<Trans>Create an account</Trans>}
      lead={<Trans>Enter your e-mail. We will send you a 6-digit code to confirm it is yours.</Trans>}
      footer={
        <>
          <p>
            <Trans>Already have an account?</Trans>
          </p>
          <Link to={paths.signIn} className="button button--secondary button--block">
            <Trans>Sign in</Trans>
          </Link>
        </>
      }
    >
      <EmailForm
        id="create-account"
        defaultValue={email}
        submitting={submitting}
        submitLabel={<Trans>Continue</Trans>}
        fieldErrors={fieldErrors}
        onSubmit={(value) => actor.send({ type: 'SUBMIT_EMAIL', email: value })}
      />
    </AuthCard>
  );
}
