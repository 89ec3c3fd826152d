import { Trans, useLingui } from '@lingui/react/macro';
import { SuccessMark } from '../../ui/success-mark.tsx';
import { useDocumentTitle } from '../../ui/use-document-title.ts';
import { useSignUp } from './sign-up-actor.ts';

/** /create-account/success: the account is ready. */
export function SuccessPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Account created`);
  const actor = useSignUp();
  return (
    <section className="auth-card auth-card--narrow notice" aria-labelledby="account-created-title">
      <SuccessMark />
      <h1 id="account-created-title" className="auth-card__title">
        <Trans>Your account is ready</Trans>
      </h1>
      <p className="auth-card__lead">
        <Trans>Use your US locker address when you shop online, and follow your packages from your account.</Trans>
      </p>
      <button type="button" className="button button--primary button--block" onClick={() => actor.send({ type: 'CONTINUE' })}>
        <Trans>Go to my account</Trans>
      </button>
    </section>
  );
}
