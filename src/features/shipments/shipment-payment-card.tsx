import { Link } from 'react-router-dom';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ShipmentDetail } from '../../api/contract/shipments.ts';
import { paths } from '../../lib/paths.ts';
import { DetailRow } from '../../ui/detail-row.tsx';
import { DetailsCard } from '../../ui/details-card.tsx';
import { usdFormat } from '../../lib/money.ts';

/** The shipment's price: its invoice's total, but a void one's; null when only the pieces' prices say (an estimate). */
const billedTotal = ({ invoice }: ShipmentDetail): number | null => (invoice?.total !== undefined && invoice.status !== 'VOID' ? invoice.total : null);

/**
 * How the shipment is paid: the invoice, its status, the payment method, and its price: the
 * invoice's total once there is one, else the pieces' prices labelled as an estimate
 * (docs/product.md#details).
 */
export function ShipmentPaymentCard({ shipment }: { shipment: ShipmentDetail }) {
  const { t, i18n } = useLingui();
  const usd = usdFormat(i18n.locale);
  const sum = (pick: (item: ShipmentDetail['items'][number]) => number) => shipment.items.reduce((total, item) => total + pick(item), 0);
  const billed = billedTotal(shipment);
  return (
    <DetailsCard id="shipment-payment-title" title={<Trans>Payment</Trans>}>
      <DetailRow label={t`Invoice`}>
        {shipment.invoice ? <Link to={paths.invoiceDetail(shipment.invoice.id)}>{shipment.invoice.friendly_name}</Link> : '—'}
      </DetailRow>
      <DetailRow label={t`Payment status`}>{shipment.invoice_status_label ?? '—'}</DetailRow>
      <DetailRow label={t`Payment method`}>{shipment.payment_method ?? '—'}</DetailRow>
      <DetailRow label={t`Items`}>{shipment.items.length}</DetailRow>
      <DetailRow label={t`Declared value`}>{usd.format(sum((item) => item.declared_cost))}</DetailRow>
      <DetailRow label={t`Total price`}>
        {billed !== null ? (
          usd.format(billed)
        ) : (
          <>
            {usd.format(sum((item) => item.total_price))} <span className="detail-note">· {t`Estimate`}</span>
          </>
        )}
      </DetailRow>
    </DetailsCard>
  );
}
