import { msg } from '@lingui/core/macro';
import type { NotifyEvent } from './notify.ts';

type Failure = { code?: string; fieldErrors?: Record<string, string[]>; message?: string; retryAfterSeconds?: number | null };

/** The server's error code (or NETWORK_ERROR) of a failed call, as the app's ApiError carries it. */
export const codeOf = (error: unknown): string | undefined => (error as Failure | undefined)?.code;

/** The server's per-field messages of a FAILED_VALIDATION answer. */
export const fieldErrorsOf = (error: unknown): Record<string, string[]> =>
  (error as Failure | undefined)?.fieldErrors ?? {};

/** The server's own message of a failed call. */
export const messageOf = (error: unknown): string => (error as Failure | undefined)?.message ?? '';

/** How long a refused call asked to wait, in seconds (its Retry-After); null when it did not say. */
export const retryAfterSecondsOf = (error: unknown): number | null => (error as Failure | undefined)?.retryAfterSeconds ?? null;

export const failureMessages = {
  tooManyRequests: msg({ id: 'alert-too-many-requests', message: 'Too many attempts. Please wait a few minutes and try again.' }),
  unreachable: msg({ id: 'alert-network-error', message: 'We cannot reach the server. Check your connection and try again.' }),
  unexpected: msg({ id: 'alert-unexpected-error', message: 'Something went wrong. Please try again.' }),
};

/** The toast for a failure no flow handles on its own: too many tries, no network, anything else. */
export function notifyFailure(error: unknown): NotifyEvent {
  const code = codeOf(error);
  const message =
    code === 'TOO_MANY_REQUESTS'
      ? failureMessages.tooManyRequests
      : code === 'NETWORK_ERROR'
        ? failureMessages.unreachable
        : failureMessages.unexpected;
  return { type: 'notify', kind: 'error', message };
}

/**
 * The server's own message as the toast (it answers in the customer's language), for the flows the
 * spec says show it; a failure without one (no network, too many tries) gets its usual toast.
 */
export function notifyServerMessage(error: unknown): NotifyEvent {
  const text = messageOf(error).trim();
  const code = codeOf(error);
  if (!text || code === 'NETWORK_ERROR' || code === 'TOO_MANY_REQUESTS' || code === 'SERVER_ERROR') return notifyFailure(error);
  return { type: 'notify', kind: 'error', message: msg({ id: 'alert-server-message', message: `${text}` }) };
}

/** The failed call of an `xstate.error.actor.*` event, as the params of a guard or an action. */
export const errorParams = ({ event }: { event: { error: unknown } }) => ({ error: event.error });

/** A named guard that reads the server's code of a failed call: `isNotFound: hasCode('NOT_FOUND')`. */
export const hasCode =
  (code: string) =>
  (_: unknown, params: { error: unknown }): boolean =>
    codeOf(params.error) === code;
