import type { EventObject } from 'xstate';

/** A failed call as the app's ApiError carries it. */
export const failure = (code: string, extra: { message?: string; fieldErrors?: Record<string, string[]>; retryAfterSeconds?: number } = {}) => ({
  code,
  ...extra,
});

/** The ids of the toasts a step emitted, in order. */
export const toastIds = (emitted: EventObject[]) =>
  (emitted as { type: string; message?: { id?: string } }[])
    .filter((e) => e.type === 'notify')
    .map((e) => e.message?.id);
