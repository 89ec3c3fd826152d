import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { PreAlertStatus } from '../api/contract/pre-alerts.ts';

/** Every status of the contract, translated (docs/product.md#statuses); shown in uppercase. */
const PRE_ALERT_STATUS_LABELS: Record<PreAlertStatus, MessageDescriptor> = {
  PENDING: msg`Pending`,
  RECEIVED: msg`Received`,
  NEVER_ARRIVED: msg`Never arrived`,
  CANCELLED: msg`Cancelled`,
};

/** The label of a status; null for one the portal does not know, which is shown as it came (docs/product.md#statuses). */
export function preAlertStatusLabel(status: string): MessageDescriptor | null {
  return Object.hasOwn(PRE_ALERT_STATUS_LABELS, status) ? PRE_ALERT_STATUS_LABELS[status as PreAlertStatus] : null;
}
