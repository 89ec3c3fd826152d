import { Trans, useLingui } from '@lingui/react/macro';
import type { Quote } from '../../api/contract/quotes.ts';
import { formatMoney } from '../../lib/money.ts';
import { weightFormat } from '../../lib/weight.ts';
import { useActorSelector } from '../../lib/use-actor-selector.ts';
import { ErrorState } from '../../ui/error-state.tsx';
import { codeOf, failureMessages } from '../../../machines/failures.ts';
import { failureOf, hasFailed, isUpdating, quoteOf, type QuoteCalculatorActor } from './calculator-actor.ts';

/**
 * The quote: its lines, the total in USD, what was charged by (billable kg or cubic feet) and the
 * transit days, marked as an estimate. While a newer one loads the last one stays, marked as
 * updating; the total is announced when it changes.
 */
export function QuoteView({ actor }: { actor: QuoteCalculatorActor }) {
  const { t, i18n } = useLingui();
  const quote = useActorSelector(actor, quoteOf);
  const updating = useActorSelector(actor, isUpdating);
  const failed = useActorSelector(actor, hasFailed);
  const failure = useActorSelector(actor, failureOf);
  const money = (amount: number) => formatMoney(i18n.locale, amount);
  const number = (value: number) => new Intl.NumberFormat(i18n.locale, { maximumFractionDigits: 2 }).format(value);

  return (
    <section className="card calculator__quote" aria-labelledby="calculator-quote-title" aria-busy={updating}>
      <div className="calculator__quote-header">
        <h2 id="calculator-quote-title" className="card__title">
          <Trans>Estimated price</Trans>
        </h2>
        {updating && (
          <span className="calculator__updating" role="status">
            <Trans>Updating…</Trans>
          </span>
        )}
      </div>
      {failed && failure !== null && (
        <ErrorState
          inline
          message={i18n._(
            codeOf(failure) === 'NETWORK_ERROR'
              ? failureMessages.unreachable
              : codeOf(failure) === 'TOO_MANY_REQUESTS'
                ? failureMessages.tooManyRequests
                : failureMessages.unexpected,
          )}
          onRetry={() => actor.send({ type: 'RETRY' })}
        />
      )}
      {failed && failure === null && (
        <p className="calculator__empty" role="alert">
          <Trans>We cannot price this: check the marked fields.</Trans>
        </p>
      )}
      {!quote && !failed && !updating && (
        <p className="calculator__empty">
          <Trans>Enter the size and weight of your pieces to see the price.</Trans>
        </p>
      )}
      {/* Always there, so screen readers announce each new total. */}
      <QuoteTotal quote={quote} money={money} />
      {quote && (
        <div className={updating ? 'quote quote--stale' : 'quote'}>
          <dl className="quote__lines">
            {quote.lines.map((line) => (
              <div key={line.code} className="quote__line">
                <dt>{line.label}</dt>
                <dd>{money(line.amount)}</dd>
              </div>
            ))}
          </dl>
          <dl className="quote__facts">
            <div>
              <dt>{quote.service === 'AIR' ? t`Billable weight` : t`Volume`}</dt>
              <dd>{quote.service === 'AIR' ? weightFormat(i18n.locale).fromKg(quote.billable_kg) : `${number(quote.cubic_feet)} ft³`}</dd>
            </div>
            <div>
              <dt>
                <Trans>Transit time</Trans>
              </dt>
              <dd>
                <TransitDays min={quote.transit_days.min} max={quote.transit_days.max} />
              </dd>
            </div>
          </dl>
        </div>
      )}
      <p className="calculator__note">
        <Trans>
          This is an estimate. The final price is on the invoice, once the warehouse weighs and measures your packages.
        </Trans>
      </p>
    </section>
  );
}

/** The total, announced to screen readers whenever it changes. */
function QuoteTotal({ quote, money }: { quote: Quote | null; money: (amount: number) => string }) {
  return (
    <p className={quote ? 'quote__total' : 'quote__total quote__total--none'} aria-live="polite" aria-atomic="true">
      {quote && (
        <>
          <span>
            <Trans>Total (estimate)</Trans>
          </span>{' '}
          <strong>{money(quote.total)}</strong>
        </>
      )}
    </p>
  );
}

/** The transit time, e.g. "3–7 days". */
function TransitDays({ min, max }: { min: number; max: number }) {
  return <Trans>{min}–{max} days</Trans>;
}
