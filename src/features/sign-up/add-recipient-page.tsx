import { Trans, useLingui } from '@lingui/react/macro';
import { useActorSelector } from '../../lib/use-actor-selector.ts';
import { RecipientForm } from '../../ui/forms/recipient-form.tsx';
import { useDocumentTitle } from '../../ui/use-document-title.ts';
import { useSignUpForm } from './sign-up-actor.ts';

/** /create-account/add-shipment: a recipient added during sign-up; Back returns to the shipment step. */
export function AddRecipientPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Add recipient`);
  const { actor, fieldErrors, submitting } = useSignUpForm();
  const draft = useActorSelector(actor, (s) => s.context.recipientDraft);
  return (
    <section className="auth-card wizard" aria-labelledby="add-recipient-title">
      <h1 id="add-recipient-title" className="wizard__heading">
        <Trans>Add a recipient</Trans>
      </h1>
      <p className="wizard__lead">
        <Trans>Who will receive your shipments, and where. Fields marked with * are required.</Trans>
      </p>
      <RecipientForm
        id="sign-up-recipient"
        defaultValue={draft}
        fieldErrors={fieldErrors}
        submitting={submitting}
        onSubmit={(values) => actor.send({ type: 'SUBMIT_RECIPIENT', values })}
        onBack={() => actor.send({ type: 'BACK' })}
      />
    </section>
  );
}
