import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/** The shipment statuses the portal knows (spec §3, §4). */
export const SHIPMENT_STATUSES = [
  'PENDING',
  'RECEIVED',
  'IN_TRANSIT',
  'IN_CUSTOMS',
  'OUT_FOR_DELIVERY',
  'DELIVERED',
  'NEVER_ARRIVED',
  'CANCELLED',
] as const;
type ShipmentStatus = (typeof SHIPMENT_STATUSES)[number];

/** The status that ends a shipment's journey: its timeline step carries a check mark. */
export const DELIVERED_STATUS: ShipmentStatus = 'DELIVERED';

export const SHIPMENT_STATUS_LABELS: Record<ShipmentStatus, MessageDescriptor> = {
  PENDING: msg`Pending`,
  RECEIVED: msg`Received`,
  IN_TRANSIT: msg`In transit`,
  IN_CUSTOMS: msg`In customs`,
  OUT_FOR_DELIVERY: msg`Out for delivery`,
  DELIVERED: msg`Delivered`,
  NEVER_ARRIVED: msg`Never arrived`,
  CANCELLED: msg`Cancelled`,
};

/** The label of a status; null for one the portal does not know (the caller shows the server's text). */
export function shipmentStatusLabel(status: string): MessageDescriptor | null {
  return SHIPMENT_STATUS_LABELS[status as ShipmentStatus] ?? null;
}
