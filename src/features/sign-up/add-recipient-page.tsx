import { Trans, useLingui } from '@lingui/react/macro';
import { useActorSelector } from '../../lib/use-actor-selector.ts';
import { RecipientCreationForm } from '../../forms/recipient-creation-form.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { useDocumentTitle } from '../../ui/use-document-title.ts';
import { useSignUp } from './sign-up-actor.ts';

/**
 * /create-account/add-shipment: a recipient added during sign-up, with the recipientCreation
 * machine the flow invoked; Back returns to the shipment step.
 */
export function AddRecipientPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Add recipient`);
  const actor = useSignUp();
  // The child the flow invoked (its id is 'recipientCreation').
  const creation = useActorSelector(actor, (s) => s.children.recipientCreation);
  return (
    <section className="auth-card wizard" aria-labelledby="add-recipient-title">
      <h1 id="add-recipient-title" className="wizard__heading">
        <Trans>Add a recipient</Trans>
      </h1>
      <p className="wizard__lead">
        <Trans>Who will receive your shipments, and where. Fields marked with * are required.</Trans>
      </p>
      {creation ? (
        <RecipientCreationForm id="sign-up-recipient" actor={creation} onBack={() => actor.send({ type: 'BACK' })} />
      ) : (
        <Spinner size="lg" />
      )}
    </section>
  );
}
