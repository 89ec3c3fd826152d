import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { PackageStatus } from '../api/contract/packages.ts';

/** Every status of the contract, translated (docs/product.md#statuses); shown in uppercase. */
const PACKAGE_STATUS_LABELS: Record<PackageStatus, MessageDescriptor> = {
  PRE_ALERTED: msg`Pre-alerted`,
  RECEIVED: msg`Received`,
  IN_WAREHOUSE: msg`In warehouse`,
  IN_PREPARATION: msg`In preparation`,
  PENDING_CONFIRMATION: msg`Pending confirmation`,
  PENDING: msg`Pending`,
  SHIPPED: msg`Shipped`,
  DELIVERED: msg`Delivered`,
  NEVER_ARRIVED: msg`Never arrived`,
  CANCELLED: msg`Cancelled`,
};

/** The label of a status; null for one the portal does not know, which is shown as it came (docs/product.md#statuses). */
export function packageStatusLabel(status: string): MessageDescriptor | null {
  return Object.hasOwn(PACKAGE_STATUS_LABELS, status) ? PACKAGE_STATUS_LABELS[status as PackageStatus] : null;
}
