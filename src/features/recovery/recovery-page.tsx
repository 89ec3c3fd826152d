import { Link } from 'react-router-dom';
import { Trans, useLingui } from '@lingui/react/macro';
import { paths } from '../../lib/paths.ts';
import { useActorSelector } from '../../lib/use-actor-selector.ts';
import { CodeEntry, type PinActor } from '../../ui/forms/code-entry.tsx';
import { EmailForm } from '../../ui/forms/email-form.tsx';
import { NewPasswordForm } from '../../ui/forms/new-password-form.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { SuccessMark } from '../../ui/success-mark.tsx';
import { useDocumentTitle } from '../../ui/use-document-title.ts';
import { useRecovery } from './recovery-actor.ts';

export type RecoveryStep = 'email' | 'code' | 'reset' | 'success' | 'finished';

const NO_ERRORS: Record<string, string[]> = {};

/** The page of the recovery flow's current step. */
export function RecoveryPage({ step }: { step: RecoveryStep }) {
  const actor = useRecovery();
  const pin = useActorSelector(actor, (s) => s.children.pin as PinActor | undefined);
  switch (step) {
    case 'email':
      return <RecoveryEmail />;
    case 'code':
      return <CodeEntry pin={pin} />;
    case 'reset':
      return <PasswordReset />;
    case 'success':
      return <RecoverySuccess />;
    default:
      return <Spinner size="lg" />;
  }
}

/** /password-recovery: the account's e-mail. */
function RecoveryEmail() {
  const { t } = useLingui();
  useDocumentTitle(t`Recover your password`);
  const actor = useRecovery();
  const email = useActorSelector(actor, (s) => s.context.email);
  const submitting = useActorSelector(actor, (s) => s.hasTag('loading'));
  return (
    <section className="auth-card auth-card--narrow" aria-labelledby="recovery-title">
      <h1 id="recovery-title" className="auth-card__title">
        <Trans>Recover your password</Trans>
      </h1>
      <p className="auth-card__lead">
        <Trans>Enter the e-mail of your account. We will send you a code to choose a new password.</Trans>
      </p>
      <EmailForm
        id="password-recovery"
        defaultValue={email}
        submitting={submitting}
        submitLabel={<Trans>Send the code</Trans>}
        fieldErrors={NO_ERRORS}
        onSubmit={(value) => actor.send({ type: 'SUBMIT_EMAIL', email: value })}
      />
      <div className="auth-card__footer">
        <Link to={paths.signIn}>
          <Trans>Back to sign in</Trans>
        </Link>
      </div>
    </section>
  );
}

/** /password-reset: the new password. */
function PasswordReset() {
  const { t } = useLingui();
  useDocumentTitle(t`Choose a new password`);
  const actor = useRecovery();
  const email = useActorSelector(actor, (s) => s.context.email);
  const submitting = useActorSelector(actor, (s) => s.hasTag('loading'));
  return (
    <section className="auth-card auth-card--narrow" aria-labelledby="reset-title">
      <h1 id="reset-title" className="auth-card__title">
        <Trans>Choose a new password</Trans>
      </h1>
      <p className="auth-card__lead">
        <Trans>
          For the account <strong>{email}</strong>.
        </Trans>
      </p>
      <NewPasswordForm
        id="password-reset"
        submitting={submitting}
        submitLabel={<Trans>Change my password</Trans>}
        fieldErrors={NO_ERRORS}
        onSubmit={(password) => actor.send({ type: 'SUBMIT_PASSWORD', password })}
      />
    </section>
  );
}

/** /password-recovery-success */
function RecoverySuccess() {
  const { t } = useLingui();
  useDocumentTitle(t`Password changed`);
  const actor = useRecovery();
  return (
    <section className="auth-card auth-card--narrow notice" aria-labelledby="recovery-success-title">
      <SuccessMark />
      <h1 id="recovery-success-title" className="auth-card__title">
        <Trans>Your password has been changed</Trans>
      </h1>
      <p className="auth-card__lead">
        <Trans>From now on, sign in with your new password.</Trans>
      </p>
      <button type="button" className="button button--primary button--block" onClick={() => actor.send({ type: 'CONTINUE' })}>
        <Trans>Continue</Trans>
      </button>
    </section>
  );
}
