import { useLingui } from '@lingui/react';
import { shipmentStatusLabel } from '../../lib/shipment-status.ts';

/** A shipment's status, translated (an unknown one as the server wrote it), in uppercase. */
export function ShipmentStatusBadge({ status }: { status: string }) {
  const { i18n } = useLingui();
  const label = shipmentStatusLabel(status);
  return <span className="status">{label ? i18n._(label) : status}</span>;
}
