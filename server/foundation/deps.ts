import type { Logger } from 'pino';
import type { Db } from '../db/open.ts';
import type { Clock } from '../clock.ts';
import type { Mailer } from './mailer.ts';
import type { MailSender } from './mail-sender.ts';
import type { RateLimitSettings } from '../rate-limits.ts';
import type { FileStore } from '../storage/store.ts';
import type { WebhookSettings } from './webhook-settings.ts';

export type Deps = {
  db: Db;
  /** Uploaded and seeded files (server/storage/store.ts); GET /readyz asks `store.check(deadlineMs)`. */
  store: FileStore;
  clock: Clock;
  mail: Mailer;
  /** The built portal (dist/); no static hosting without it. */
  staticDir?: string;
  mediaSecret: string;
  /** The portal's public address (PUBLIC_URL), for the links in e-mails and the shared tracking links. */
  publicUrl: string;
  /** Origins added to the CSP connect-src (the API, the visitor-country lookup, Sentry). */
  cspConnectSrc?: string[];
  /** Seconds before another code may be sent; PIN_RESEND_SECONDS by default. */
  pinResendSeconds?: number;
  /** Rate limits other than the defaults (server/rate-limits.ts). */
  rateLimits?: Partial<RateLimitSettings>;
  /** Reverse proxies whose X-Forwarded-For is believed (TRUSTED_PROXY); none by default. */
  trustedProxies?: string[];
  /** Consolidation requests are on (SHIPMENT_CREATION=1); off, the notice stays (docs/product.md#shipment-creation-notice). */
  shipmentCreation?: boolean;
  /** Days a package is stored free from the day it was received; FREE_STORAGE_DAYS by default (docs/product.md#free-storage). */
  freeStorageDays?: number;
  /** MAIL_FROM_NAME and MAIL_REPLY_TO: the notice e-mails' footer gives the Reply-To as the support address (docs/product.md#notices). */
  mailSender?: MailSender;
  /** The company's calendar (COMPANY_TIME_ZONE): the day's digest of free-storage e-mails, an invoice's pay-by date; America/New_York by default. */
  companyTimeZone?: string;
  /** The days an invoice's e-mail gives to pay it (INVOICE_DUE_DAYS); 7 by default (docs/product.md#notices). */
  invoiceDueDays?: number;
  /** The company's keys to the warehouse API (WAREHOUSE_API_KEYS); none, no such API (docs/product.md#the-warehouse-api). */
  warehouseApiKeys?: readonly string[];
  /**
   * Sends the notice e-mails due now, without waiting (server/background/notice-mails.ts): called
   * once an event's transaction commits. Without it they go at the outbox's next pass.
   */
  sendNoticeMails?: () => void;
  /** Where the warehouse hears what customers did (WAREHOUSE_WEBHOOK_URL and _SECRET); none, nothing is recorded (docs/product.md#webhooks). */
  warehouseWebhook?: WebhookSettings;
  /** Sends the webhooks due now, without waiting (server/background/webhooks.ts): called once a customer's action commits. */
  sendWebhooks?: () => void;
  /** The test routes (clock, hostile content): CASILLERO_TEST_ROUTES=1 only. */
  testRoutes?: boolean;
  /** CASILLERO_TEST_OUTBOX_MS: the mail outboxes' pace and a code mail's retry in a test of an outage; unset, their own. */
  testOutboxMs?: number;
  /** The log (server/foundation/log.ts): a line per request, and unexpected errors; JSON on stdout at info by default. */
  log?: Logger;
};
