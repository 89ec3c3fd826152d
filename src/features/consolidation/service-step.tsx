import { Trans, useLingui } from '@lingui/react/macro';
import { QUOTE_SERVICES, type Quote, type QuoteService } from '../../api/contract/quotes.ts';
import { formatMoney } from '../../lib/money.ts';
import { useActorSelector } from '../../lib/use-actor-selector.ts';
import { ErrorState } from '../../ui/error-state.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { consolidationMessages } from '../../../machines/consolidation.ts';
import { useConsolidation } from './consolidation-actor.ts';
import { ChoiceError, RefusalMessage, StepActions, StepSection } from './step-layout.tsx';
import { QuoteMeasure, TransitDays, useServiceName } from './quote-details.tsx';

/** Step 3: air and ocean side by side, each with its quote for the packages and the recipient's country. */
export function ServiceStep() {
  const { t } = useLingui();
  const actor = useConsolidation();
  const quotes = useActorSelector(actor, (s) => s.context.quotes);
  const chosen = useActorSelector(actor, (s) => s.context.service);
  const refusal = useActorSelector(actor, (s) => (s.context.refusal?.field === 'service' ? s.context.refusal : null));
  const view = useActorSelector(actor, (s) =>
    s.matches({ service: 'quoting' }) ? 'quoting' : s.matches({ service: 'failed' }) ? 'failed' : s.matches({ service: 'unavailable' }) ? 'unavailable' : 'choosing',
  );
  const error = useActorSelector(actor, (s) => s.context.error);
  const missing = useActorSelector(actor, (s) => s.context.missingChoice === 'service');
  return (
    <StepSection id="service" title={<Trans>Choose how it travels</Trans>}>
      {refusal && <RefusalMessage messages={refusal.messages} />}
      {view === 'quoting' && <Spinner size="sm" label={t`Pricing your shipment…`} />}
      {view === 'failed' && <ErrorState error={error} inline onRetry={() => actor.send({ type: 'RETRY' })} />}
      {view === 'unavailable' && (
        <p className="form__problems" role="alert">
          <Trans>We do not ship to this recipient’s country yet. Go back and choose another recipient.</Trans>
        </p>
      )}
      {view === 'choosing' && quotes && (
        <fieldset className="consolidation__fieldset" aria-describedby={missing ? 'consolidation-service-error' : undefined}>
          <legend className="consolidation__legend">
            <Trans>Services and their estimates</Trans>
          </legend>
          <ul className="service-list">
            {QUOTE_SERVICES.map((service) => (
              <li key={service}>
                <ServiceChoice
                  service={service}
                  quote={quotes[service]}
                  checked={chosen === service}
                  onChoose={() => actor.send({ type: 'SELECT_SERVICE', service })}
                />
              </li>
            ))}
          </ul>
        </fieldset>
      )}
      <ChoiceError id="consolidation-service-error" message={missing ? consolidationMessages.chooseService : null} />
      <StepActions onBack={() => actor.send({ type: 'BACK' })}>
        {view === 'choosing' && (
          <button type="button" className="button button--primary" onClick={() => actor.send({ type: 'NEXT' })}>
            <Trans>Continue</Trans>
          </button>
        )}
      </StepActions>
    </StepSection>
  );
}

function ServiceChoice({ service, quote, checked, onChoose }: { service: QuoteService; quote: Quote | null; checked: boolean; onChoose: () => void }) {
  const { i18n } = useLingui();
  const name = useServiceName()(service);
  return (
    <label className={`choice service-choice${quote ? '' : ' service-choice--off'}`}>
      <input type="radio" name="consolidation-service" className="check-field__box" checked={checked} disabled={!quote} onChange={onChoose} />
      <span className="choice__body">
        <span className="choice__title">{name}</span>
        {quote ? (
          <>
            <span className="service-choice__price">{formatMoney(i18n.locale, quote.total, quote.currency)}</span>
            <span className="choice__detail">
              <TransitDays quote={quote} /> · <QuoteMeasure quote={quote} />
            </span>
          </>
        ) : (
          <span className="choice__detail">
            <Trans>Not available for this country</Trans>
          </span>
        )}
      </span>
    </label>
  );
}
