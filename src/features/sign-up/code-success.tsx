import { Trans, useLingui } from '@lingui/react/macro';
import { AuthCard } from '../../ui/auth-card.tsx';
import { useDocumentTitle } from '../../ui/use-document-title.ts';
import { useSignUp } from './sign-up-actor.ts';

/** /create-account/code-validation-success: the e-mail is confirmed; on to the password. */
export function CodeSuccess() {
  const { t } = useLingui();
  useDocumentTitle(t`E-mail confirmed`);
  const actor = useSignUp();
  return (
    <AuthCard
      success
      titleId="code-success-title"
      title={<Trans>Your e-mail is confirmed</Trans>}
      lead={<Trans>Now choose the password you will sign in with.</Trans>}
    >
      <button type="button" className="button button--primary button--block" onClick={() => actor.send({ type: 'CONTINUE' })}>
        <Trans>Continue</Trans>
      </button>
    </AuthCard>
  );
}
