import { Trans, useLingui } from '@lingui/react/macro';
import { SuccessMark } from '../../ui/success-mark.tsx';
import { useDocumentTitle } from '../../ui/use-document-title.ts';
import { useSignUp } from './sign-up-actor.ts';

/** /create-account/code-validation-success: the e-mail is confirmed; on to the password. */
export function CodeSuccess() {
  const { t } = useLingui();
  useDocumentTitle(t`E-mail confirmed`);
  const actor = useSignUp();
  return (
    <section className="auth-card auth-card--narrow notice" aria-labelledby="code-success-title">
      <SuccessMark />
      <h1 id="code-success-title" className="auth-card__title">
        <Trans>Your e-mail is confirmed</Trans>
      </h1>
      <p className="auth-card__lead">
        <Trans>Now choose the password you will sign in with.</Trans>
      </p>
      <button type="button" className="button button--primary button--block" onClick={() => actor.send({ type: 'CONTINUE' })}>
        <Trans>Continue</Trans>
      </button>
    </section>
  );
}
