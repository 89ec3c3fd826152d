import { Trans, useLingui } from '@lingui/react/macro';
import type { Quote } from '../../api/contract/quotes.ts';
import type { Shipment } from '../../api/contract/shipments.ts';
import { usdFormat } from '../../lib/money.ts';
import { DetailRow } from '../../ui/detail-row.tsx';

/**
 * A requested shipment's quote (docs/product.md#consolidation-requests), marked as an estimate until the warehouse issues
 * the invoice: its lines, the total and the transit days; then the insurance and the notes.
 */
export function ShipmentEstimateCard({ shipment, quote }: { shipment: Shipment; quote: Quote }) {
  const { t, i18n } = useLingui();
  const usd = usdFormat(i18n.locale);
  const { min, max } = quote.transit_days;
  const declared = shipment.declared_value === null ? null : usd.format(shipment.declared_value);
  return (
    <section className="card shipment-estimate" aria-labelledby="shipment-estimate-title">
      <div className="shipment-estimate__head">
        <h2 id="shipment-estimate-title" className="card__title">
          <Trans>Estimate</Trans>
        </h2>
        <p className="shipment-estimate__note">
          <Trans>This is an estimate: the warehouse will issue the invoice once it prepares your shipment.</Trans>
        </p>
      </div>
      <dl className="details">
        {quote.lines.map((line) => (
          <DetailRow key={line.code} label={line.label} valueClassName="shipment-estimate__amount">
            {usd.format(line.amount)}
          </DetailRow>
        ))}
        <DetailRow label={t`Estimated total`} valueClassName="shipment-estimate__amount shipment-estimate__total">
          {usd.format(quote.total)}
        </DetailRow>
        <DetailRow label={t`Transit time`}>{min === max ? t`${min} days` : t`${min}–${max} days`}</DetailRow>
        <DetailRow label={t`Declared value`}>{declared !== null ? t`${declared}, insured` : t`None (no insurance)`}</DetailRow>
        <DetailRow label={t`Notes`} valueClassName="details__break shipment-estimate__notes">
          {shipment.notes?.trim() ? shipment.notes : '—'}
        </DetailRow>
      </dl>
    </section>
  );
}
