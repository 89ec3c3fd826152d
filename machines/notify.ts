import type { MessageDescriptor } from '@lingui/core';

/** What a machine emits for a toast; one listener in src/ shows it. */
export type NotifyEvent = {
  type: 'notify';
  kind: 'success' | 'error' | 'info';
  message: MessageDescriptor;
  /** Milliseconds; the toaster's default (2.5 s) when absent. */
  duration?: number;
};
