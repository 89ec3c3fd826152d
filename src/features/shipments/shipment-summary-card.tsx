import { Trans, useLingui } from '@lingui/react/macro';
import type { Shipment } from '../../api/contract/shipments.ts';
import { formatInstantDate } from '../../lib/dates.ts';
import { weightFormat } from '../../lib/weight.ts';
import { DetailRow } from '../../ui/detail-row.tsx';
import { DetailsCard } from '../../ui/details-card.tsx';

/** The shipment's type and the sums over its pieces (weights in kg and lb, volume in cubic feet). */
export function ShipmentSummaryCard({ shipment }: { shipment: Shipment }) {
  const { t, i18n } = useLingui();
  const number = new Intl.NumberFormat(i18n.locale, { maximumFractionDigits: 2 });
  const weight = weightFormat(i18n.locale);
  const { stats } = shipment;
  return (
    <DetailsCard id="shipment-summary-title" title={<Trans>Summary</Trans>}>
      <DetailRow label={t`Type`}>{shipment.shipment_type_label}</DetailRow>
      <DetailRow label={t`Date`}>{formatInstantDate(i18n.locale, shipment.created_at)}</DetailRow>
      <DetailRow label={t`Departure`}>{shipment.departure_at ? formatInstantDate(i18n.locale, shipment.departure_at) : '—'}</DetailRow>
      <DetailRow label={t`Destination`}>{shipment.destination}</DetailRow>
      {shipment.repack && <DetailRow label={t`Repacking`}>{t`Yes`}</DetailRow>}
      <DetailRow label={t`Total weight`}>{weight.fromLb(stats.weightSum)}</DetailRow>
      <DetailRow label={t`Boxes`}>{number.format(stats.boxesCount)}</DetailRow>
      <DetailRow label={t`Cubic feet`}>{number.format(stats.cubicFeetSum)}</DetailRow>
      <DetailRow label={t`Dimensional weight`}>{weight.fromLb(stats.dimensionalWeightSum)}</DetailRow>
    </DetailsCard>
  );
}
