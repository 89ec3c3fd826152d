// Every rate limit of docs/product.md#rate-limits, each a setting (an environment variable of the same name) with
// this default, so a test server can give its own accounts room. The counters are rows of the
// database (rate-limiter-flexible's RateLimiterDrizzle), so every server of a deployment counts the
// same tries and a restart forgets none. Its windows run on the system clock (Date.now()), not on
// the injectable one: tests that cross a window move time with fake timers.
import { RateLimiterDrizzle } from 'rate-limiter-flexible';
import type { Db } from './db/open.ts';
import { rateLimits } from './db/schema.ts';

/** Wrong sign-ins per e-mail; reset-password and users count alike, each apart. */
export const LOGIN_ATTEMPTS = 10;
/** Wrong sign-ins per client address, apart: a carrier's shared address serves many customers. */
export const LOGIN_ADDRESS_ATTEMPTS = 50;
export const LOGIN_WINDOW_MINUTES = 15;
/** Wrong PIN codes per caller address, over every e-mail (each code also has its own tries). */
export const PIN_GRANT_ATTEMPTS = 30;
export const PIN_GRANT_WINDOW_MINUTES = 15;
/** Code e-mails per e-mail address and purpose an hour (each also waits PIN_RESEND_SECONDS). */
export const PIN_MAILS_PER_HOUR = 5;
/** Code e-mails per client address an hour, over every e-mail: made-up addresses cost mail too. */
export const PIN_MAILS_PER_ADDRESS_PER_HOUR = 20;
/**
 * Code e-mails let past PIN_MAILS_PER_HOUR per e-mail and purpose an hour, each after strangers
 * spent the newest code at its cap over every address (docs/product.md#rate-limits): once.
 */
const PIN_MAIL_RENEWALS_PER_HOUR = 1;
/** Wrong current passwords per account on a password change (a stolen token cannot guess the password). */
export const CHANGE_PASSWORD_ATTEMPTS = 5;
export const CHANGE_PASSWORD_WINDOW_MINUTES = 15;
/** Upload attempts (pre-alert bills, proofs of payment, profile pictures) per customer and hour. */
export const UPLOADS_PER_HOUR = 30;
/** Quotes per customer and minute: the calculator asks as the customer types (debounced). */
const QUOTES_PER_MINUTE = 60;
/** Shipment requests (and their cancellations) per customer and hour. */
const SHIPMENT_REQUESTS_PER_HOUR = 20;
/** Calls of the warehouse API per key and minute: a trusted system, held back only when it runs away. */
const WAREHOUSE_CALLS_PER_MINUTE = 600;
/** Shared tracking pages asked per client address and minute: the link works without an account (docs/product.md#shared-tracking). */
const TRACK_CALLS_PER_MINUTE = 60;
/** Shared tracking links made (and revoked) per customer and hour. */
const SHARE_LINKS_PER_HOUR = 30;
/** Changes of the e-mail switches per customer, and unsubscribe pages per client address, an hour. */
const NOTICE_SETTINGS_CHANGES_PER_HOUR = 60;
// npm run new:flow adds its limits above this line.

export const RATE_LIMIT_DEFAULTS = {
  LOGIN_ATTEMPTS,
  LOGIN_ADDRESS_ATTEMPTS,
  PIN_GRANT_ATTEMPTS,
  PIN_MAILS_PER_HOUR,
  PIN_MAILS_PER_ADDRESS_PER_HOUR,
  CHANGE_PASSWORD_ATTEMPTS,
  UPLOADS_PER_HOUR,
  QUOTES_PER_MINUTE,
  SHIPMENT_REQUESTS_PER_HOUR,
  WAREHOUSE_CALLS_PER_MINUTE,
  TRACK_CALLS_PER_MINUTE,
  SHARE_LINKS_PER_HOUR,
  NOTICE_SETTINGS_CHANGES_PER_HOUR,
  // npm run new:flow adds its settings above this line.
};
export type RateLimitSettings = Record<keyof typeof RATE_LIMIT_DEFAULTS, number>;

/** One limit: its tries per window, counted per key (an e-mail, an address, a customer). */
export type RateLimit = RateLimiterDrizzle;

/** A limit counted per e-mail and, apart, per client address. */
export type AccountLimits = { email: RateLimit; address: RateLimit };

export type Limits = {
  login: AccountLimits;
  register: AccountLimits;
  resetPassword: AccountLimits;
  pinGrant: RateLimit;
  /**
   * Code e-mails: per e-mail and purpose (the key names both), and per client address; `renewal`
   * lets one past the e-mail's count after strangers spent its code (server/routes/pin.ts).
   */
  pinMail: { email: RateLimit; address: RateLimit; renewal: RateLimit };
  changePassword: RateLimit;
  uploads: RateLimit;
  quotes: RateLimit;
  shipmentRequests: RateLimit;
  /** The warehouse API's calls, per key (server/http/warehouse-auth.ts). */
  warehouse: RateLimit;
  /** GET api/track/{token}, per client address. */
  track: RateLimit;
  /** POST and DELETE api/shipments/{id}/share, per customer. */
  shareLinks: RateLimit;
  /** PATCH api/notice-settings per customer; the unsubscribe page per client address (its own key). */
  noticeSettings: RateLimit;
  // npm run new:flow adds its limits' names above this line.
};

export function createLimits(settings: Partial<RateLimitSettings> | undefined, db: Db): Limits {
  const limit = { ...RATE_LIMIT_DEFAULTS, ...settings };
  let sweeps = 0;
  // The limit's name prefixes its keys: every limit shares the one table.
  const counted = (name: string, points: number, minutes: number): RateLimit =>
    new RateLimiterDrizzle({
      storeClient: db,
      schema: rateLimits,
      keyPrefix: name,
      points,
      duration: minutes * 60,
      // Each limiter's sweep deletes the table's long-expired rows, whatever their limit: one is enough.
      clearExpiredByTimeout: sweeps++ === 0,
    });
  const account = (name: string): AccountLimits => ({
    email: counted(`${name}-email`, limit.LOGIN_ATTEMPTS, LOGIN_WINDOW_MINUTES),
    address: counted(`${name}-address`, limit.LOGIN_ADDRESS_ATTEMPTS, LOGIN_WINDOW_MINUTES),
  });
  return {
    login: account('login'),
    register: account('register'),
    resetPassword: account('reset-password'),
    pinGrant: counted('pin-grant-address', limit.PIN_GRANT_ATTEMPTS, PIN_GRANT_WINDOW_MINUTES),
    pinMail: {
      email: counted('pin-mail-email', limit.PIN_MAILS_PER_HOUR, 60),
      address: counted('pin-mail-address', limit.PIN_MAILS_PER_ADDRESS_PER_HOUR, 60),
      renewal: counted('pin-mail-renewal', PIN_MAIL_RENEWALS_PER_HOUR, 60),
    },
    changePassword: counted('change-password', limit.CHANGE_PASSWORD_ATTEMPTS, CHANGE_PASSWORD_WINDOW_MINUTES),
    uploads: counted('uploads', limit.UPLOADS_PER_HOUR, 60),
    quotes: counted('quotes', limit.QUOTES_PER_MINUTE, 1),
    shipmentRequests: counted('shipment-requests', limit.SHIPMENT_REQUESTS_PER_HOUR, 60),
    warehouse: counted('warehouse', limit.WAREHOUSE_CALLS_PER_MINUTE, 1),
    track: counted('track-address', limit.TRACK_CALLS_PER_MINUTE, 1),
    shareLinks: counted('share-links', limit.SHARE_LINKS_PER_HOUR, 60),
    noticeSettings: counted('notice-settings', limit.NOTICE_SETTINGS_CHANGES_PER_HOUR, 60),
    // npm run new:flow adds its counters above this line.
  };
}
