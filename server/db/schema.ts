// One schema for the whole domain (docs/product.md#entities). Money is numeric(12,2) read as a
// number; lengths are centimetres and weights pounds, as the warehouse measures them. A status
// column has its contract enum's type: the server writes no status the contract does not name.
import {
  pgTable, pgSequence, serial, integer, text, boolean, timestamp, date, numeric, jsonb, uniqueIndex, index, primaryKey,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import type { InvoiceStatus, PaymentStatus } from '../../src/api/contract/invoices.ts';
import type { NoticeData, NoticeKind } from '../../src/api/contract/notices.ts';
import type { PackageStatus } from '../../src/api/contract/packages.ts';
import type { PreAlertStatus } from '../../src/api/contract/pre-alerts.ts';
import type { ShipmentStatus } from '../../src/api/contract/shipments.ts';
import type { StoredQuote } from './stored-quote.ts';

const money = (name: string) => numeric(name, { precision: 12, scale: 2, mode: 'number' });
const measure = (name: string) => numeric(name, { precision: 10, scale: 2, mode: 'number' });
const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const createdAt = () => instant('created_at').notNull().defaultNow();
/**
 * A tracking number as it is compared (docs/product.md#tracking-numbers): upper-cased, without
 * spaces or dashes, computed by the database from the number as typed, so no writer can forget it.
 * src/api/contract/tracking.ts's trackingKey is the same rule for what is looked up.
 */
const trackingKey = (column: string) =>
  text('tracking_key').generatedAlwaysAs(sql.raw(`upper(regexp_replace(${column}, '[[:space:]-]+', '', 'g'))`));

export const countries = pgTable('countries', {
  id: serial('id').primaryKey(),
  iso_code: text('iso_code').notNull().unique(),
  name_es: text('name_es').notNull(),
  name_en: text('name_en').notNull(),
});

export const states = pgTable('states', {
  id: serial('id').primaryKey(),
  country_id: integer('country_id').notNull().references(() => countries.id),
  name: text('name').notNull(),
}, (t) => [index('states_country_idx').on(t.country_id)]);

export const cities = pgTable('cities', {
  id: serial('id').primaryKey(),
  state_id: integer('state_id').notNull().references(() => states.id),
  name: text('name').notNull(),
}, (t) => [index('cities_state_idx').on(t.state_id)]);

export const users = pgTable('users', {
  id: serial('id').primaryKey(),
  email: text('email').notNull().unique(),
  password_hash: text('password_hash').notNull(),
  created_at: createdAt(),
});

export const tokens = pgTable('tokens', {
  id: serial('id').primaryKey(),
  user_id: integer('user_id').notNull().references(() => users.id),
  token_hash: text('token_hash').notNull().unique(),
  created_at: createdAt(),
  /** Written at most once a minute (server/auth/tokens.ts); a token expires 30 days after it. */
  last_used_at: instant('last_used_at').notNull().defaultNow(),
  revoked_at: instant('revoked_at'),
});

export const pinCodes = pgTable('pin_codes', {
  id: serial('id').primaryKey(),
  email: text('email').notNull(),
  purpose: text('purpose').notNull(),
  code_hash: text('code_hash').notNull(),
  /** Wrong tries over every address (server/auth/pin-tries.ts). */
  tries: integer('tries').notNull().default(0),
  expires_at: instant('expires_at').notNull(),
  granted_at: instant('granted_at'),
  used_at: instant('used_at'),
  created_at: createdAt(),
}, (t) => [index('pin_codes_email_idx').on(t.email, t.purpose)]);

/**
 * A code's wrong tries per caller address (docs/product.md#rate-limits): a stranger's tries spend
 * their own address's allowance of a recovery code, never the owner's.
 */
export const pinCodeTries = pgTable('pin_code_tries', {
  code_id: integer('code_id').notNull().references(() => pinCodes.id, { onDelete: 'cascade' }),
  /** The caller's address as the rate limits count it (server/foundation/client-ip.ts). */
  address: text('address').notNull(),
  tries: integer('tries').notNull().default(0),
}, (t) => [primaryKey({ columns: [t.code_id, t.address] })]);

/** An outbox row's delivery: its tries, when the next is due, the last error, when it was sent or given up. */
const outboxDelivery = () => ({
  attempts: integer('attempts').notNull().default(0),
  next_attempt_at: instant('next_attempt_at').notNull().defaultNow(),
  last_error: text('last_error'),
  sent_at: instant('sent_at'),
  failed_at: instant('failed_at'),
  created_at: createdAt(),
});

/**
 * A code's e-mail (docs/product.md#codes): written with the code, sent at once by the request that
 * asked for it, retried from here by any server while SMTP does not answer, given up once the code
 * lapses. The digits wait sealed with MEDIA_SECRET (server/mail/pin-mail.ts), and are forgotten
 * once the mail is sent or given up.
 */
export const pinMails = pgTable('pin_mails', {
  id: serial('id').primaryKey(),
  code_id: integer('code_id').notNull().unique().references(() => pinCodes.id, { onDelete: 'cascade' }),
  language: text('language').$type<import('../../src/api/contract/limits.ts').Language>().notNull(),
  sealed_pin: text('sealed_pin'),
  // Given up (failed_at): the code lapsed (expired, replaced, used) before its e-mail could leave.
  ...outboxDelivery(),
}, (t) => [index('pin_mails_due_idx').on(t.next_attempt_at).where(sql`${t.sent_at} is null and ${t.failed_at} is null`)]);

export const clients = pgTable('clients', {
  id: serial('id').primaryKey(),
  user_id: integer('user_id').notNull().references(() => users.id).unique(),
  name: text('name').notNull(),
  last_name: text('last_name').notNull(),
  email: text('email').notNull(),
  document_id: text('document_id').notNull(),
  phone: text('phone').notNull(),
  landline_phone: text('landline_phone'),
  address: text('address').notNull(),
  birth_date: date('birth_date', { mode: 'string' }).notNull(),
  gender: text('gender'),
  zip_code: text('zip_code'),
  type: text('type').notNull().default('PERSON'),
  locker: text('locker').notNull().unique(),
  profile_image_media_id: integer('profile_image_media_id'),
  country_id: integer('country_id').notNull().references(() => countries.id),
  state_id: integer('state_id').notNull().references(() => states.id),
  city_id: integer('city_id').notNull().references(() => cities.id),
  referral_source: text('referral_source').notNull(),
  terms_accepted_at: instant('terms_accepted_at').notNull(),
  /** The language the customer's e-mails are written in: the portal's, at sign-in and at every change (docs/product.md#notices). */
  language: text('language').notNull().default('es'),
  /** The kinds of notice the customer turned off by e-mail, in Settings or by an unsubscribe link (docs/product.md#notices). */
  email_off: text('email_off').array().$type<NoticeKind[]>().notNull().default(sql`'{}'::text[]`),
  created_at: createdAt(),
});

export const recipients = pgTable('recipients', {
  id: serial('id').primaryKey(),
  client_id: integer('client_id').notNull().references(() => clients.id),
  name: text('name').notNull(),
  last_name: text('last_name').notNull(),
  document_id: text('document_id').notNull(),
  email: text('email'),
  phone: text('phone').notNull(),
  landline_phone: text('landline_phone'),
  address: text('address').notNull(),
  address_2: text('address_2'),
  country_id: integer('country_id').notNull().references(() => countries.id),
  state_id: integer('state_id').notNull().references(() => states.id),
  city_id: integer('city_id').notNull().references(() => cities.id),
  zip_code: text('zip_code').notNull(),
  type: text('type').notNull().default('PERSON'),
  deleted_at: instant('deleted_at'),
  created_at: createdAt(),
}, (t) => [index('recipients_client_idx').on(t.client_id)]);

export const usCouriers = pgTable('us_couriers', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
});

export const warehouses = pgTable('warehouses', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  address: text('address').notNull(),
  schedule_es: text('schedule_es').notNull(),
  schedule_en: text('schedule_en').notNull(),
});

/** Uploaded or seeded files; each belongs to one client and one owning record. */
export const media = pgTable('media', {
  id: serial('id').primaryKey(),
  client_id: integer('client_id').references(() => clients.id),
  owner_type: text('owner_type').notNull(), // package | pre_alert | shipment | invoice | payment | profile
  owner_id: integer('owner_id').notNull(),
  storage_name: text('storage_name').notNull().unique(),
  name: text('name').notNull(),
  /** The name the customer's file had (docs/product.md#calls): the portal sends it renamed. */
  original_name: text('original_name'),
  mime_type: text('mime_type').notNull(),
  size: integer('size').notNull(),
  created_at: createdAt(),
}, (t) => [index('media_owner_idx').on(t.owner_type, t.owner_id)]);

export const shipments = pgTable('shipments', {
  id: serial('id').primaryKey(),
  client_id: integer('client_id').notNull().references(() => clients.id),
  tracking: text('tracking').notNull().unique(),
  tracking_key: trackingKey('tracking'),
  recipient_id: integer('recipient_id').notNull().references(() => recipients.id),
  shipment_type: text('shipment_type').notNull(), // air | ocean
  repack: boolean('repack').notNull().default(false),
  status: text('status').$type<ShipmentStatus>().notNull(),
  departure_at: instant('departure_at'),
  destination: text('destination').notNull(),
  delivery_address: text('delivery_address').notNull(),
  payment_method_id: integer('payment_method_id'),
  /** A requested shipment's quote (docs/product.md#consolidation-requests), shown as an estimate until its invoice. */
  quote: jsonb('quote').$type<StoredQuote>(),
  declared_value: money('declared_value'),
  notes: text('notes'),
  created_at: createdAt(),
}, (t) => [index('shipments_client_idx').on(t.client_id, t.created_at), index('shipments_tracking_key_idx').on(t.tracking_key)]);

/** The numbers of requested shipments' tracking (CAS-A-…, CAS-M-…), after the seeded ones. */
export const shipmentTrackingNumbers = pgSequence('shipment_tracking_numbers', { startWith: 200_000 });

/** What shipping to a country costs, per service (docs/product.md#the-quote): USD per kg (AIR) or per ft³ (OCEAN). */
export const shippingRates = pgTable('shipping_rates', {
  id: serial('id').primaryKey(),
  country_id: integer('country_id').notNull().references(() => countries.id),
  service: text('service').notNull(), // AIR | OCEAN
  rate: money('rate').notNull(),
  transit_days_min: integer('transit_days_min').notNull(),
  transit_days_max: integer('transit_days_max').notNull(),
}, (t) => [uniqueIndex('shipping_rates_country_service_idx').on(t.country_id, t.service)]);

/**
 * A shipment's timeline (docs/product.md#lifecycles): each status it took, when the scan
 * happened (`occurred_at`, the order of the timeline) and when the server heard of it
 * (`created_at`). A line with `note` the customer reads; `correction_reason` marks an operator's
 * correction, and stays with the company.
 */
export const shipmentEvents = pgTable('shipment_events', {
  id: serial('id').primaryKey(),
  shipment_id: integer('shipment_id').notNull().references(() => shipments.id),
  key: text('key').$type<ShipmentStatus>().notNull(),
  occurred_at: instant('occurred_at').notNull().defaultNow(),
  note: text('note'),
  correction_reason: text('correction_reason'),
  created_at: createdAt(),
}, (t) => [index('shipment_events_shipment_idx').on(t.shipment_id, t.occurred_at)]);

export const packages = pgTable('packages', {
  id: serial('id').primaryKey(),
  client_id: integer('client_id').notNull().references(() => clients.id),
  content: text('content').notNull(),
  us_courier_id: integer('us_courier_id').notNull().references(() => usCouriers.id),
  provider: text('provider').notNull(),
  tracking: text('tracking').notNull(),
  tracking_key: trackingKey('tracking'),
  warehouse_id: integer('warehouse_id').notNull().references(() => warehouses.id),
  status: text('status').$type<PackageStatus>().notNull(),
  destination: text('destination').notNull(),
  cost: money('cost').notNull(),
  length_cm: measure('length_cm').notNull(),
  width_cm: measure('width_cm').notNull(),
  height_cm: measure('height_cm').notNull(),
  weight_lb: measure('weight_lb').notNull(),
  description: text('description'),
  received_on: date('received_on', { mode: 'string' }).notNull(),
  shipment_id: integer('shipment_id').references(() => shipments.id),
  created_at: createdAt(),
}, (t) => [
  index('packages_client_idx').on(t.client_id, t.created_at),
  index('packages_tracking_idx').on(t.tracking_key),
  // A parcel is received once: a tracking stands in one package that reached the warehouse.
  uniqueIndex('packages_received_tracking_idx').on(t.tracking_key).where(sql`${t.status} not in ('PRE_ALERTED', 'NEVER_ARRIVED')`),
]);

export const packageEvents = pgTable('package_events', {
  id: serial('id').primaryKey(),
  package_id: integer('package_id').notNull().references(() => packages.id),
  key: text('key').$type<PackageStatus>().notNull(),
  created_at: createdAt(),
}, (t) => [index('package_events_package_idx').on(t.package_id)]);

export const preAlerts = pgTable('pre_alerts', {
  id: serial('id').primaryKey(),
  client_id: integer('client_id').notNull().references(() => clients.id),
  us_courier_id: integer('us_courier_id').notNull().references(() => usCouriers.id),
  tracking: text('tracking').notNull(),
  tracking_key: trackingKey('tracking'),
  provider: text('provider').notNull(),
  cost: money('cost').notNull(),
  content: text('content').notNull(),
  arriving_at: date('arriving_at', { mode: 'string' }).notNull(),
  recipient: text('recipient').notNull(),
  warehouse_id: integer('warehouse_id').notNull().references(() => warehouses.id),
  status: text('status').$type<PreAlertStatus>().notNull().default('PENDING'),
  created_at: createdAt(),
}, (t) => [index('pre_alerts_client_idx').on(t.client_id, t.created_at), index('pre_alerts_tracking_key_idx').on(t.tracking_key)]);

export const shipmentItems = pgTable('shipment_items', {
  id: serial('id').primaryKey(),
  shipment_id: integer('shipment_id').notNull().references(() => shipments.id),
  package_id: integer('package_id').references(() => packages.id),
  package_number: text('package_number').notNull(),
  content: text('content').notNull(),
  length_cm: measure('length_cm').notNull(),
  width_cm: measure('width_cm').notNull(),
  height_cm: measure('height_cm').notNull(),
  weight_lb: measure('weight_lb').notNull(),
  item_type: text('item_type').notNull(), // BOX | ENVELOPE | PALLET
  declared_cost: money('declared_cost').notNull(),
  total_price: money('total_price').notNull(),
}, (t) => [index('shipment_items_shipment_idx').on(t.shipment_id)]);

export const paymentMethods = pgTable('payment_methods', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  logo: text('logo').notNull(),
  description_es: text('description_es').notNull(),
  description_en: text('description_en').notNull(),
  currency: text('currency').notNull(),
  symbol: text('symbol').notNull(),
  exchange_rate: numeric('exchange_rate', { precision: 14, scale: 4, mode: 'number' }).notNull().default(1),
  recharge_percent: measure('recharge_percent').notNull().default(0),
  position: integer('position').notNull(),
});

export const invoices = pgTable('invoices', {
  id: serial('id').primaryKey(),
  client_id: integer('client_id').notNull().references(() => clients.id),
  shipment_id: integer('shipment_id').references(() => shipments.id),
  friendly_name: text('friendly_name').notNull().unique(),
  bill_to_name: text('bill_to_name').notNull(),
  status: text('status').$type<InvoiceStatus>().notNull(),
  paid_at: instant('paid_at'),
  created_at: createdAt(),
}, (t) => [
  index('invoices_client_idx').on(t.client_id, t.created_at),
  // A shipment's bill is looked up for each package and shipment shown.
  index('invoices_shipment_idx').on(t.shipment_id),
]);

export const invoiceItems = pgTable('invoice_items', {
  id: serial('id').primaryKey(),
  invoice_id: integer('invoice_id').notNull().references(() => invoices.id),
  description: text('description').notNull(),
  quantity: measure('quantity').notNull(),
  unit_price: money('unit_price').notNull(),
}, (t) => [index('invoice_items_invoice_idx').on(t.invoice_id)]);

export const payments = pgTable('payments', {
  id: serial('id').primaryKey(),
  invoice_id: integer('invoice_id').notNull().references(() => invoices.id),
  payment_method_id: integer('payment_method_id').notNull().references(() => paymentMethods.id),
  amount: money('amount').notNull(),
  /** The method's surcharge when the payment was made: what it pays of the debt is amount ÷ (1 + this %). */
  recharge_percent: measure('recharge_percent').notNull().default(0),
  reference: text('reference'),
  payment_status: text('payment_status').$type<PaymentStatus>().notNull(),
  paid_at: instant('paid_at'),
  /** When the company approved or rejected it, and the note it gave the customer. */
  reviewed_at: instant('reviewed_at'),
  review_note: text('review_note'),
  created_at: createdAt(),
}, (t) => [index('payments_invoice_idx').on(t.invoice_id)]);

export const departures = pgTable('departures', {
  id: serial('id').primaryKey(),
  country_id: integer('country_id').notNull().references(() => countries.id),
  shipment_type: text('shipment_type').notNull(),
  departure_at: instant('departure_at').notNull(),
}, (t) => [index('departures_country_idx').on(t.country_id, t.departure_at)]);

export const faqs = pgTable('faqs', {
  id: serial('id').primaryKey(),
  language: text('language').notNull(),
  position: integer('position').notNull(),
  question: text('question').notNull(),
  answer: text('answer').notNull(),
});

export const siteTexts = pgTable('site_texts', {
  key: text('key').notNull(),
  language: text('language').notNull(),
  value: text('value').notNull(),
}, (t) => [uniqueIndex('site_texts_key_lang').on(t.key, t.language)]);

export const agents = pgTable('agents', {
  id: serial('id').primaryKey(),
  country_id: integer('country_id').notNull().references(() => countries.id),
  name: text('name').notNull(),
  city: text('city').notNull(),
  phone: text('phone').notNull(),
  address: text('address').notNull(),
});

export const appSettings = pgTable('app_settings', {
  id: integer('id').primaryKey(),
  data: jsonb('data').notNull(),
});

export const outbox = pgTable('outbox', {
  id: serial('id').primaryKey(),
  to: text('to').notNull(),
  subject: text('subject').notNull(),
  text: text('text').notNull(),
  /** A notice's e-mail has an HTML part too (docs/product.md#notices). */
  html: text('html'),
  sent_at: createdAt(),
}, (t) => [index('outbox_to_idx').on(t.to)]);

/**
 * The rate limits' counters (server/rate-limits.ts), kept by rate-limiter-flexible's RateLimiterDrizzle
 * in the shape it reads: a row per limit and key (the limit's name is the key's prefix), the tries
 * counted and when the window ends. Rows in the database, so every server counts the same tries
 * and a restart forgets none (docs/product.md#rate-limits).
 */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  points: integer('points').notNull(),
  expire: instant('expire'),
}, (t) => [index('rate_limits_expire_idx').on(t.expire)]);

/**
 * What the customer is told (docs/product.md#notices): a row made in the same transaction as its
 * event, so neither exists without the other. It links to the record it is about.
 */
export const notices = pgTable('notices', {
  id: serial('id').primaryKey(),
  client_id: integer('client_id').notNull().references(() => clients.id),
  kind: text('kind').$type<NoticeKind>().notNull(),
  package_id: integer('package_id').references(() => packages.id),
  shipment_id: integer('shipment_id').references(() => shipments.id),
  invoice_id: integer('invoice_id').references(() => invoices.id),
  payment_id: integer('payment_id').references(() => payments.id),
  data: jsonb('data').$type<NoticeData>().notNull().default({}),
  read_at: instant('read_at'),
  created_at: createdAt(),
}, (t) => [
  index('notices_client_idx').on(t.client_id, t.created_at),
  // A package's first photo looks up its reception's notice (server/mail/notice-outbox.ts).
  index('notices_package_idx').on(t.package_id),
  // "Free storage ends in 3 days" once per package, however many servers look.
  uniqueIndex('notices_storage_ending_idx').on(t.package_id).where(sql`${t.kind} = 'STORAGE_ENDING'`),
]);

/**
 * The outbox of notices' e-mails (docs/product.md#notices): a row per e-mail, written with its notice,
 * sent later by whichever server claims it first; a failed try waits `next_attempt_at` before the next.
 */
export const noticeMails = pgTable('notice_mails', {
  id: serial('id').primaryKey(),
  notice_id: integer('notice_id').notNull().unique().references(() => notices.id),
  // Given up (failed_at) after the last try: kept, logged, never sent.
  ...outboxDelivery(),
}, (t) => [index('notice_mails_due_idx').on(t.next_attempt_at).where(sql`${t.sent_at} is null and ${t.failed_at} is null`)]);

/**
 * A shipment's shared tracking links (docs/product.md#shared-tracking). Only the token's SHA-256 is
 * kept: the link is shown once, when it is made.
 */
export const shipmentShares = pgTable('shipment_shares', {
  id: serial('id').primaryKey(),
  shipment_id: integer('shipment_id').notNull().references(() => shipments.id),
  token_hash: text('token_hash').notNull().unique(),
  expires_at: instant('expires_at').notNull(),
  revoked_at: instant('revoked_at'),
  created_at: createdAt(),
}, (t) => [index('shipment_shares_shipment_idx').on(t.shipment_id)]);

/**
 * The answers of the warehouse's POSTs by their `Idempotency-Key` (docs/product.md#the-warehouse-api):
 * a retry is answered as the first try was, without doing it twice.
 */
export const idempotencyKeys = pgTable('idempotency_keys', {
  route: text('route').notNull(),
  key: text('key').notNull(),
  status: integer('status').notNull(),
  /** The SHA-256 of the first request's body: the same key with another body is refused. */
  request_hash: text('request_hash').notNull().default(''),
  body: jsonb('body').notNull(),
  /** The first answer as sent, for a replay of its very bytes: its headers and its raw body; null while the first try runs. */
  response_headers: jsonb('response_headers').$type<Record<string, string>>(),
  response_body: text('response_body'),
  created_at: createdAt(),
}, (t) => [primaryKey({ columns: [t.route, t.key] }), index('idempotency_keys_created_idx').on(t.created_at)]);

/**
 * The warehouse's webhooks (docs/product.md#webhooks): a row per thing a customer did, written by
 * that action's own transaction, sent later by whichever server claims it (server/webhooks/outbox.ts).
 * `webhook_id` is the same on every try, so the receiver deduplicates on it.
 */
export const webhookDeliveries = pgTable('webhook_deliveries', {
  id: serial('id').primaryKey(),
  webhook_id: text('webhook_id').notNull().unique(),
  type: text('type').$type<import('../../src/api/contract/warehouse-reads.ts').WebhookType>().notNull(),
  /** The body as signed and sent: the same bytes on every try. */
  payload: text('payload').notNull(),
  status: text('status').$type<import('../../src/api/contract/warehouse-reads.ts').WebhookDeliveryStatus>().notNull().default('pending'),
  attempts: integer('attempts').notNull().default(0),
  next_attempt_at: instant('next_attempt_at').notNull().defaultNow(),
  last_error: text('last_error'),
  /** The receiver's HTTP status at the last try; null when none came (a timeout, a refused connection). */
  last_status: integer('last_status'),
  delivered_at: instant('delivered_at'),
  created_at: createdAt(),
}, (t) => [
  index('webhook_deliveries_due_idx').on(t.next_attempt_at).where(sql`${t.status} = 'pending'`),
  index('webhook_deliveries_status_idx').on(t.status, t.id),
]);
