import { Link } from 'react-router-dom';
import { Trans, useLingui } from '@lingui/react/macro';
import { paths } from '../../lib/paths.ts';
import { AuthCard } from '../../ui/auth-card.tsx';
import { ConfirmationEmailForm, type EmailConfirmationActor } from '../../ui/forms/email-confirmation.tsx';

/** /create-account: the e-mail the account will use; a code is sent to it. */
export function EmailStep({ confirmation }: { confirmation: EmailConfirmationActor }) {
  const { t } = useLingui();
  return (
    <AuthCard
      title={t`Create an account`}
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
      <ConfirmationEmailForm confirmation={confirmation} id="create-account" submitLabel={<Trans>Continue</Trans>} marksFieldErrors />
    </AuthCard>
  );
}
