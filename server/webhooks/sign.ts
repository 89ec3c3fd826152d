// A webhook's headers as the Standard Webhooks specification names them (docs/product.md#webhooks);
// the signature is the library's own.
import { Webhook } from 'standardwebhooks';

export type SignedHeaders = { 'webhook-id': string; 'webhook-timestamp': string; 'webhook-signature': string };

/** `body` signed with `secret` for `webhookId` at `at`, which the receiver checks against its own clock. */
export function signedHeaders(secret: string, webhookId: string, at: Date, body: string): SignedHeaders {
  return {
    'webhook-id': webhookId,
    // Whole seconds, as the library signs them.
    'webhook-timestamp': String(Math.floor(at.getTime() / 1000)),
    'webhook-signature': new Webhook(secret).sign(webhookId, at, body),
  };
}
