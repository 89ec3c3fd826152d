// One try of a webhook (docs/product.md#webhooks): a signed POST to the warehouse's address; a 2xx
// is delivered, anything else (another status, no answer in time, no connection) a failure.
import { signedHeaders } from './sign.ts';
import type { WebhookSettings } from '../foundation/webhook-settings.ts';

/** How long the receiver has to answer. */
const WEBHOOK_TIMEOUT_MS = 10_000;

export type Outgoing = { webhookId: string; payload: string };
export type TryResult = { delivered: true; status: number } | { delivered: false; status: number | null; error: string };

/** Why no answer came: a timeout, or the network's reason (its cause: fetch's own message says only "fetch failed"). */
function reasonOf(error: unknown): string {
  if (error instanceof Error && error.name === 'TimeoutError') return `no answer within ${WEBHOOK_TIMEOUT_MS / 1000} s`;
  const cause = error instanceof Error ? error.cause : undefined;
  if (cause instanceof Error) return cause.message;
  return error instanceof Error ? error.message : String(error);
}

export async function postWebhook(settings: WebhookSettings, { webhookId, payload }: Outgoing, at: Date): Promise<TryResult> {
  let res: Response;
  try {
    res = await fetch(settings.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...signedHeaders(settings.secret, webhookId, at, payload) },
      body: payload,
      // A redirect is no delivery: the payload goes to the address the company set, nowhere else.
      redirect: 'manual',
      signal: AbortSignal.timeout(WEBHOOK_TIMEOUT_MS),
    });
  } catch (error) {
    return { delivered: false, status: null, error: reasonOf(error) };
  }
  // Only the status counts: the body is never read, so no receiver's answer can be large.
  await res.body?.cancel().catch(() => undefined);
  if (res.ok) return { delivered: true, status: res.status };
  return { delivered: false, status: res.status, error: `HTTP ${res.status}` };
}
