import { Trans, useLingui } from '@lingui/react/macro';
import { GeoOptionsProvider } from '../../data/use-geo-options.tsx';
import { localized } from '../../forms/recipient-list.tsx';
import { RecipientCreationForm } from '../../forms/recipient-creation-form.tsx';
import { useActorSelector } from '../../lib/use-actor-selector.ts';
import { Spinner } from '../../ui/spinner.tsx';
import { consolidationMessages } from '../../../machines/consolidation.ts';
import { useConsolidation } from './consolidation-actor.ts';
import { ChoiceError, RefusalMessage, StepActions, StepSection } from './step-layout.tsx';

/** Step 2: one of the customer's recipients, or a new one (the recipient form). */
export function RecipientStep() {
  const { t, i18n } = useLingui();
  const actor = useConsolidation();
  const recipients = useActorSelector(actor, (s) => s.context.recipients);
  const chosen = useActorSelector(actor, (s) => s.context.recipientId);
  const refusal = useActorSelector(actor, (s) => (s.context.refusal?.field === 'recipient_id' ? s.context.refusal : null));
  const adding = useActorSelector(actor, (s) => s.children.recipientCreation);
  const reloading = useActorSelector(actor, (s) => s.matches({ recipient: 'reloading' }));
  const missing = useActorSelector(actor, (s) => s.context.missingChoice === 'recipient');

  if (adding) {
    return (
      <StepSection id="recipient-add" title={<Trans>Add a recipient</Trans>}>
        <p className="card__lead">
          <Trans>Who will receive your shipments, and where. Fields marked with * are required.</Trans>
        </p>
        <GeoOptionsProvider>
          <RecipientCreationForm id="consolidation-recipient" actor={adding} onBack={() => actor.send({ type: 'BACK' })} />
        </GeoOptionsProvider>
      </StepSection>
    );
  }
  return (
    <StepSection id="recipient" title={<Trans>Who receives the shipment?</Trans>}>
      {refusal && (
        <RefusalMessage messages={refusal.messages}>
          <p>
            <Trans>That recipient can no longer be used. Choose another one.</Trans>
          </p>
        </RefusalMessage>
      )}
      {reloading && <Spinner size="sm" label={t`Loading your recipients…`} />}
      {!reloading && recipients.length === 0 && (
        <p className="consolidation__empty">
          <Trans>You have no recipients yet. Add one to continue.</Trans>
        </p>
      )}
      {recipients.length > 0 && (
        <fieldset className="consolidation__fieldset" aria-describedby={missing ? 'consolidation-recipient-error' : undefined}>
          <legend className="consolidation__legend">
            <Trans>Your recipients</Trans>
          </legend>
          <ul className="choice-list">
            {recipients.map((recipient) => (
              <li key={recipient.id}>
                <label className="choice">
                  <input
                    type="radio"
                    name="consolidation-recipient"
                    className="check-field__box"
                    checked={recipient.id === chosen}
                    onChange={() => actor.send({ type: 'SELECT_RECIPIENT', recipientId: recipient.id })}
                  />
                  <span className="choice__body">
                    <span className="choice__title">{recipient.display_name}</span>
                    <span className="choice__detail">
                      {localized(recipient.city.name, i18n.locale)}, {localized(recipient.country.name, i18n.locale)}
                    </span>
                  </span>
                </label>
              </li>
            ))}
          </ul>
        </fieldset>
      )}
      <ChoiceError id="consolidation-recipient-error" message={missing ? consolidationMessages.chooseRecipient : null} />
      <p>
        <button type="button" className="button button--secondary" onClick={() => actor.send({ type: 'ADD_RECIPIENT' })}>
          <Trans>Add a recipient</Trans>
        </button>
      </p>
      <StepActions onBack={() => actor.send({ type: 'BACK' })}>
        <button type="button" className="button button--primary" onClick={() => actor.send({ type: 'NEXT' })}>
          <Trans>Continue</Trans>
        </button>
      </StepActions>
    </StepSection>
  );
}
