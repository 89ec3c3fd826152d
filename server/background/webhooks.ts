// The warehouse's webhooks' sender on this server (docs/product.md#webhooks): the outbox's pass
// every WEBHOOKS_EVERY_MS, and one as soon as a customer's action commits.
import type { Logger } from 'pino';
import type { Deps } from '../foundation/deps.ts';
import { sendDueWebhooks } from '../webhooks/outbox.ts';
import { outboxSender, type OutboxSender } from './outbox-sender.ts';

/** How often the outbox is read without a nudge: the retries' pace, and another server's webhooks. */
const WEBHOOKS_EVERY_MS = 15_000;

export type WebhookSender = OutboxSender;

export const webhookSender = (deps: Deps, log: Logger): WebhookSender => outboxSender('webhooks', () => sendDueWebhooks(deps), WEBHOOKS_EVERY_MS, log);
