// Where the warehouse hears what customers did (docs/product.md#webhooks): WAREHOUSE_WEBHOOK_URL,
// and WAREHOUSE_WEBHOOK_SECRET, the Standard Webhooks secret every request is signed with.
import { Webhook } from 'standardwebhooks';

export type WebhookSettings = { url: string; secret: string };

/** The specification's prefix of a secret; the rest is its key, in base64. */
const SECRET_PREFIX = 'whsec_';
/** The key's length the specification asks for, in bytes. */
const WEBHOOK_SECRET_MIN_BYTES = 24;
const WEBHOOK_SECRET_MAX_BYTES = 64;

/** What is wrong with a secret, or null: the library must take it, and its key be of the specification's length. */
export function webhookSecretProblem(secret: string): string | null {
  const example = `e.g. \`echo ${SECRET_PREFIX}$(openssl rand -base64 32)\``;
  if (!secret.startsWith(SECRET_PREFIX)) return `must be ${SECRET_PREFIX} followed by a base64 key (${example})`;
  try {
    new Webhook(secret);
  } catch {
    return `must be ${SECRET_PREFIX} followed by a base64 key (${example})`;
  }
  const bytes = Buffer.from(secret.slice(SECRET_PREFIX.length), 'base64').length;
  if (bytes < WEBHOOK_SECRET_MIN_BYTES || bytes > WEBHOOK_SECRET_MAX_BYTES) {
    return `must hold a key of ${WEBHOOK_SECRET_MIN_BYTES} to ${WEBHOOK_SECRET_MAX_BYTES} bytes, not ${bytes} (${example})`;
  }
  return null;
}
