import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/** The statuses a pre-alert goes through (the contract: PENDING, then RECEIVED or NEVER_ARRIVED). */
export const PRE_ALERT_STATUS_LABELS = {
  PENDING: msg`Pending`,
  RECEIVED: msg`Received`,
  NEVER_ARRIVED: msg`Never arrived`,
  CANCELLED: msg`Cancelled`,
} satisfies Record<string, MessageDescriptor>;

/** The label of a status; one the portal does not know is shown as pending. */
export function preAlertStatusLabel(status: string): MessageDescriptor {
  return PRE_ALERT_STATUS_LABELS[status as keyof typeof PRE_ALERT_STATUS_LABELS] ?? PRE_ALERT_STATUS_LABELS.PENDING;
}
