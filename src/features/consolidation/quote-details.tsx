import { Trans, useLingui } from '@lingui/react/macro';
import type { Quote, QuoteService } from '../../api/contract/quotes.ts';
import { formatMoney } from '../../lib/money.ts';
import { weightFormat } from '../../lib/weight.ts';
import { DetailRow } from '../../ui/detail-row.tsx';

/** A service's name, translated. */
export function useServiceName(): (service: QuoteService) => string {
  const { t } = useLingui();
  return (service) => (service === 'AIR' ? t`Air` : t`Ocean`);
}

/** How long it takes: "3–7 days". */
export function TransitDays({ quote }: { quote: Quote }) {
  const { min, max } = quote.transit_days;
  return <Trans>{min}–{max} days</Trans>;
}

/** What the price is measured by: billable kilograms by air, cubic feet by ocean. */
export function QuoteMeasure({ quote }: { quote: Quote }) {
  const { i18n } = useLingui();
  const number = (value: number) => new Intl.NumberFormat(i18n.locale, { maximumFractionDigits: 2 }).format(value);
  const weight = weightFormat(i18n.locale).fromKg(quote.billable_kg);
  const feet = number(quote.cubic_feet);
  return quote.service === 'AIR' ? <Trans>{weight} billable</Trans> : <Trans>{feet} ft³</Trans>;
}

/** The quote's lines (in the request's language), its total and the transit days. */
export function QuoteLines({ quote }: { quote: Quote }) {
  const { t, i18n } = useLingui();
  const money = (amount: number) => formatMoney(i18n.locale, amount, quote.currency);
  return (
    <dl className="details consolidation__quote">
      {quote.lines.map((line) => (
        <DetailRow key={line.code} label={line.label}>
          {money(line.amount)}
        </DetailRow>
      ))}
      <DetailRow label={t`Estimated total`} valueClassName="consolidation__total">
        {money(quote.total)}
      </DetailRow>
      <DetailRow label={t`Transit time`}>
        <TransitDays quote={quote} />
      </DetailRow>
    </dl>
  );
}
