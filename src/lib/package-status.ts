import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { PACKAGE_STATUSES } from '../api/contract/packages.ts';

type PackageStatus = (typeof PACKAGE_STATUSES)[number];

/** Every known package status, translated (decisions §1); shown in uppercase. */
export const PACKAGE_STATUS_LABELS: Record<PackageStatus, MessageDescriptor> = {
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

/** The label of a status; one the portal does not know is shown as received (decisions §1). */
export function packageStatusLabel(status: string): MessageDescriptor {
  return PACKAGE_STATUS_LABELS[status as PackageStatus] ?? PACKAGE_STATUS_LABELS.RECEIVED;
}
