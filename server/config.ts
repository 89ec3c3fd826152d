// Configuration from the environment; nothing but the defaults is needed to start.
import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ipaddr from 'ipaddr.js';
import { z } from 'zod';
import { PIN_RESEND_SECONDS } from '../src/api/contract/limits.ts';
import { ensurePrivateDir, PRIVATE_FILE_MODE, tightenTree } from './fs/private.ts';
import { DATABASE_LIMITS, type DatabaseLimits } from './db/outage.ts';
import { DEFAULT_LOG_LEVEL, LOG_LEVELS, type LogLevel } from './foundation/log.ts';
import { DEFAULT_FROM_NAME, type MailSender } from './foundation/mail-sender.ts';
import { parseConnectSrc } from './http/security-headers.ts';
import type { StopSettings } from './http/stopping.ts';
import { RATE_LIMIT_DEFAULTS, type RateLimitSettings } from './rate-limits.ts';
import { parseStorageUrl, type StorageSetting } from './storage/storage-setting.ts';
import { webhookSecretProblem, type WebhookSettings } from './foundation/webhook-settings.ts';
import { COMPANY_TIME_ZONE, INVOICE_DUE_DAYS } from './mail/notice/company-day.ts';
import type { MetricsListener } from './metrics/listener.ts';
import { FREE_STORAGE_DAYS } from './rules/free-storage.ts';

/** How long a stopping server keeps serving while the load balancer notices, unless SHUTDOWN_DRAIN_SECONDS says otherwise. */
const SHUTDOWN_DRAIN_SECONDS = 5;
/** How long a stopping server then has to finish its requests, unless SHUTDOWN_GRACE_SECONDS says otherwise. */
const SHUTDOWN_GRACE_SECONDS = 25;

/** A configuration that cannot start: main.ts prints its message as one line. */
export class ConfigError extends Error {}

export type Config = {
  port: number;
  dataDir: string;
  /** RELEASE_DIR: the release the server sends (`npm run build`'s dist/ by default; docs/operations.md#releases). */
  releaseDir: string;
  /** STORAGE_URL: an S3 bucket, or by default the folder DATA_DIR/uploads. */
  storage: StorageSetting;
  databaseUrl?: string;
  /** DATABASE_CONNECT_TIMEOUT_MS, DATABASE_STATEMENT_TIMEOUT_MS, DATABASE_POOL_WAIT_MS, DATABASE_POOL_MAX: PostgreSQL's only (docs/operations.md#outages). */
  database: DatabaseLimits;
  mailUrl?: string;
  /** MAIL_FROM_NAME and MAIL_REPLY_TO: the name every e-mail comes from, and where a customer's reply goes (docs/operations.md#mail-over-smtp). */
  mailSender: MailSender;
  /** COMPANY_TIME_ZONE: the company's calendar, for the day's digest of free-storage e-mails and an invoice's pay-by date (docs/product.md#notices). */
  companyTimeZone: string;
  /** INVOICE_DUE_DAYS: the days an invoice's e-mail gives to pay it, from the day it was issued (docs/product.md#notices). */
  invoiceDueDays: number;
  /** PUBLIC_URL: the portal's address as customers reach it, for the links in e-mails (no trailing slash). */
  publicUrl: string;
  /** Demo mode: no MAIL_URL, or DEMO=1; the demo customers are seeded (docs/product.md#demo-mode). */
  demo: boolean;
  mediaSecret: string;
  cspConnectSrc: string[];
  /** How long a pending code is kept before another may be sent (PIN_RESEND_SECONDS). */
  pinResendSeconds: number;
  /** SHIPMENT_CREATION=1: customers may request shipments (docs/product.md#consolidation-requests). */
  shipmentCreation: boolean;
  /** FREE_STORAGE_DAYS: how long a package is stored free from the day it was received (docs/product.md#free-storage). */
  freeStorageDays: number;
  /** WAREHOUSE_API_KEYS: the company's keys to the warehouse API; none, no API (docs/product.md#the-warehouse-api). */
  warehouseApiKeys: string[];
  /** WAREHOUSE_WEBHOOK_URL and WAREHOUSE_WEBHOOK_SECRET: where the warehouse hears what customers did (docs/product.md#webhooks). */
  warehouseWebhook?: WebhookSettings;
  /** CASILLERO_TEST_ROUTES=1: the routes that move the clock and rewrite content exist. */
  testRoutes: boolean;
  /**
   * CASILLERO_TEST_OUTBOX_MS, with CASILLERO_TEST_ROUTES only: the mail outboxes' pass and a code
   * mail's retry every this many ms, so a test of an SMTP outage needs no real minute.
   */
  testOutboxMs?: number;
  /** LOGIN_ATTEMPTS, UPLOADS_PER_HOUR…: every rate limit, each its own setting. */
  rateLimits: RateLimitSettings;
  /** TRUSTED_PROXY: the reverse proxies whose X-Forwarded-For names the client. */
  trustedProxies: string[];
  /** LOG_LEVEL: the least severe log line written (info: a line per request). */
  logLevel: LogLevel;
  /** METRICS_HOST and METRICS_PORT: where Prometheus reads GET /metrics, never the public port; no port, no metrics (docs/operations.md#metrics). */
  metrics?: MetricsListener;
  /** SHUTDOWN_DRAIN_SECONDS and SHUTDOWN_GRACE_SECONDS: how a server stops (docs/operations.md#stopping-and-restarting). */
  shutdown: StopSettings;
  warnings: string[];
};

/**
 * MEDIA_SECRET, or one made up on first start and kept in the data folder, so URLs survive restarts.
 * Required with DATABASE_URL: servers sharing a database must sign links alike (docs/product.md#production).
 */
function mediaSecret(env: NodeJS.ProcessEnv, dataDir: string): string {
  if (env.MEDIA_SECRET) return env.MEDIA_SECRET;
  if (env.DATABASE_URL) {
    throw new ConfigError('MEDIA_SECRET is required with DATABASE_URL: every server must sign file links with the same secret (e.g. `openssl rand -base64 32`)');
  }
  const file = join(dataDir, 'media-secret');
  if (existsSync(file)) {
    chmodSync(file, PRIVATE_FILE_MODE);
    return readFileSync(file, 'utf8').trim();
  }
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, secret, { mode: PRIVATE_FILE_MODE });
  return secret;
}

/** A whole-number setting from `min` to `max`; `fallback` when unset. Anything else stops the start. */
function wholeNumber(env: NodeJS.ProcessEnv, name: string, min: number, max: number, fallback: number): number {
  const value = env[name];
  if (value === undefined || value === '') return fallback;
  const number = Number(value);
  if (!Number.isInteger(number) || number < min || number > max) {
    throw new ConfigError(`${name} must be a whole number from ${min} to ${max}, not "${value}"`);
  }
  return number;
}

/** The shortest warehouse API key taken: wrong keys are not counted, so a key must be too long to guess. */
const WAREHOUSE_API_KEY_MIN_LENGTH = 32;

/** WAREHOUSE_API_KEYS: comma-separated keys, each at least WAREHOUSE_API_KEY_MIN_LENGTH characters. */
function warehouseApiKeys(value: string | undefined): string[] {
  const keys = (value ?? '').split(',').map((key) => key.trim()).filter(Boolean);
  if (keys.some((key) => key.length < WAREHOUSE_API_KEY_MIN_LENGTH)) {
    throw new ConfigError(`WAREHOUSE_API_KEYS: each key must be at least ${WAREHOUSE_API_KEY_MIN_LENGTH} characters (e.g. \`openssl rand -hex 32\`)`);
  }
  return keys;
}

/** TRUSTED_PROXY: a comma-separated list of IP addresses; anything else stops the start. */
function trustedProxies(value: string | undefined): string[] {
  const entries = (value ?? '').split(',').map((entry) => entry.trim()).filter(Boolean);
  const wrong = entries.filter((entry) => !ipaddr.isValid(entry));
  if (wrong.length) throw new ConfigError(`TRUSTED_PROXY must list IP addresses, separated by commas, not "${wrong.join(', ')}"`);
  return entries;
}

/** LOG_LEVEL: one of pino's levels; anything else stops the start. */
function logLevel(value: string | undefined): LogLevel {
  if (!value) return DEFAULT_LOG_LEVEL;
  const level = LOG_LEVELS.find((known) => known === value);
  if (!level) throw new ConfigError(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, not "${value}"`);
  return level;
}

/** Where the metrics are served unless METRICS_HOST says otherwise: this machine only. */
const DEFAULT_METRICS_HOST = '127.0.0.1';

/** METRICS_PORT (unset: no metrics) and METRICS_HOST: a listener of their own, apart from PORT. */
function metricsListener(env: NodeJS.ProcessEnv, port: number, warnings: string[]): MetricsListener | undefined {
  const host = env.METRICS_HOST?.trim();
  if (env.METRICS_PORT === undefined || env.METRICS_PORT === '') {
    if (host) warnings.push('METRICS_HOST is set without METRICS_PORT: no metrics are served');
    return undefined;
  }
  const metricsPort = wholeNumber(env, 'METRICS_PORT', 0, 65_535, 0);
  if (metricsPort !== 0 && metricsPort === port) throw new ConfigError(`METRICS_PORT must differ from PORT (${port}): the metrics are never served on the public port`);
  return { host: host || DEFAULT_METRICS_HOST, port: metricsPort };
}

/** The longest MAIL_FROM_NAME: a sender's name a mail client shows whole. */
const FROM_NAME_MAX = 64;

/**
 * MAIL_FROM_NAME (the company's name by default) and MAIL_REPLY_TO (unset: no Reply-To): one line of
 * text and one address, since both become header lines of every e-mail.
 */
function mailSender(env: NodeJS.ProcessEnv): MailSender {
  const name = env.MAIL_FROM_NAME?.trim() || DEFAULT_FROM_NAME;
  if (name.length > FROM_NAME_MAX || /\p{Cc}/u.test(name)) {
    throw new ConfigError(`MAIL_FROM_NAME must be one line of at most ${FROM_NAME_MAX} characters, not ${JSON.stringify(env.MAIL_FROM_NAME)}`);
  }
  const replyTo = env.MAIL_REPLY_TO?.trim();
  if (!replyTo) return { fromName: name };
  if (!z.email().safeParse(replyTo).success) throw new ConfigError(`MAIL_REPLY_TO must be one e-mail address (e.g. soporte@example.com), not "${replyTo}"`);
  return { fromName: name, replyTo };
}

/** COMPANY_TIME_ZONE: a time zone of the IANA database, as Intl knows them (America/Caracas). */
function companyTimeZone(value: string | undefined): string {
  const zone = value?.trim();
  if (!zone) return COMPANY_TIME_ZONE;
  try {
    return new Intl.DateTimeFormat('en-US', { timeZone: zone }).resolvedOptions().timeZone;
  } catch {
    throw new ConfigError(`COMPANY_TIME_ZONE must be a time zone such as America/New_York or America/Caracas, not "${zone}"`);
  }
}

/** An on/off setting: "1" or unset (or empty); anything else is a typo worth stopping for. */
function flag(env: NodeJS.ProcessEnv, name: string): boolean {
  const value = env[name];
  if (value === undefined || value === '') return false;
  if (value === '1') return true;
  throw new ConfigError(`${name} must be 1 or unset, not "${value}"`);
}

/** How long PostgreSQL may take before a request is answered 503 rather than left waiting (docs/product.md#production). */
function databaseLimits(env: NodeJS.ProcessEnv): DatabaseLimits {
  return {
    connectTimeoutMs: wholeNumber(env, 'DATABASE_CONNECT_TIMEOUT_MS', 100, 60_000, DATABASE_LIMITS.connectTimeoutMs),
    statementTimeoutMs: wholeNumber(env, 'DATABASE_STATEMENT_TIMEOUT_MS', 100, 3_600_000, DATABASE_LIMITS.statementTimeoutMs),
    poolWaitMs: wholeNumber(env, 'DATABASE_POOL_WAIT_MS', 100, 60_000, DATABASE_LIMITS.poolWaitMs),
    poolMax: wholeNumber(env, 'DATABASE_POOL_MAX', 1, 1_000, DATABASE_LIMITS.poolMax),
  };
}

function rateLimits(env: NodeJS.ProcessEnv): RateLimitSettings {
  const entries = Object.entries(RATE_LIMIT_DEFAULTS).map(([name, fallback]) => [name, wholeNumber(env, name, 1, 100_000, fallback)]);
  return Object.fromEntries(entries) as RateLimitSettings;
}

/**
 * PUBLIC_URL, required with MAIL_URL: a real e-mail's links must reach the portal from anywhere
 * (docs/product.md#notices). The demo's mailbox links to this server itself.
 */
function publicUrl(env: NodeJS.ProcessEnv, mailUrl: string | undefined, port: number): string {
  const value = env.PUBLIC_URL?.trim();
  if (!value) {
    if (mailUrl) throw new ConfigError('PUBLIC_URL is required with MAIL_URL: the e-mails link to the portal at this address (e.g. https://portal.example.com)');
    return `http://localhost:${port}`;
  }
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new ConfigError(`PUBLIC_URL must be an http:// or https:// address, not "${value}"`);
  }
  if ((url.protocol !== 'https:' && url.protocol !== 'http:') || url.search || url.hash || url.username) {
    throw new ConfigError(`PUBLIC_URL must be an http:// or https:// address without query or credentials, not "${value}"`);
  }
  return url.href.replace(/\/+$/, '');
}

/**
 * WAREHOUSE_WEBHOOK_URL, and WAREHOUSE_WEBHOOK_SECRET required with it: an unsigned webhook would
 * let anyone who learns the address tell the warehouse what no customer did (docs/product.md#webhooks).
 */
function warehouseWebhook(env: NodeJS.ProcessEnv, warnings: string[]): WebhookSettings | undefined {
  const value = env.WAREHOUSE_WEBHOOK_URL?.trim();
  const secret = env.WAREHOUSE_WEBHOOK_SECRET?.trim();
  if (!value) {
    if (secret) warnings.push('WAREHOUSE_WEBHOOK_SECRET is set without WAREHOUSE_WEBHOOK_URL: no webhook is sent');
    return undefined;
  }
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new ConfigError(`WAREHOUSE_WEBHOOK_URL must be an http:// or https:// address, not "${value}"`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new ConfigError(`WAREHOUSE_WEBHOOK_URL must be an http:// or https:// address, not "${value}"`);
  if (!secret) throw new ConfigError('WAREHOUSE_WEBHOOK_SECRET is required with WAREHOUSE_WEBHOOK_URL: the webhooks are signed with it (e.g. `echo whsec_$(openssl rand -base64 32)`)');
  const problem = webhookSecretProblem(secret);
  if (problem) throw new ConfigError(`WAREHOUSE_WEBHOOK_SECRET ${problem}`);
  return { url: url.href, secret };
}

function storageSetting(env: NodeJS.ProcessEnv, uploadsDir: string): StorageSetting {
  if (!env.STORAGE_URL) return { kind: 'folder', dir: uploadsDir };
  const bucket = parseStorageUrl(env.STORAGE_URL, env);
  if (typeof bucket === 'string') throw new ConfigError(bucket);
  return bucket;
}

/** The project's own dist/, where `npm run build` puts the release. */
const BUILT_RELEASE = fileURLToPath(new URL('../dist', import.meta.url));

/** RELEASE_DIR, or dist/: read by the server, and by `npm run release:install`, which moves a release into it. */
export const releaseDirOf = (env: NodeJS.ProcessEnv = process.env) => (env.RELEASE_DIR ? resolve(env.RELEASE_DIR) : BUILT_RELEASE);

/** A test's pace for the mail outboxes; refused outside the project's own test servers. */
function testOutboxMs(env: NodeJS.ProcessEnv): number | undefined {
  if (!env.CASILLERO_TEST_OUTBOX_MS) return undefined;
  if (!flag(env, 'CASILLERO_TEST_ROUTES')) throw new ConfigError('CASILLERO_TEST_OUTBOX_MS is for the project\'s tests: set it with CASILLERO_TEST_ROUTES=1 only');
  return wholeNumber(env, 'CASILLERO_TEST_OUTBOX_MS', 100, 60_000, 1_000);
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const warnings: string[] = [];
  const mailUrl = env.MAIL_URL || undefined;
  // Without MAIL_URL the codes sit in a mailbox anyone can read: never by accident in production.
  if (env.NODE_ENV === 'production' && !mailUrl && !flag(env, 'DEMO')) {
    throw new ConfigError('NODE_ENV=production needs MAIL_URL: without it every sign-up code is readable at /dev/mailbox (set DEMO=1 to run a public demo anyway)');
  }
  const port = Number(env.PORT ?? 8080);
  if (!Number.isInteger(port) || port < 0 || port > 65_535) throw new ConfigError(`PORT must be a port number, not "${env.PORT}"`);
  const dataDir = resolve(env.DATA_DIR || '.data');
  // 0700 from the start; a data folder of an older version, with 0755 and 0644, is tightened.
  ensurePrivateDir(dataDir);
  const storage = storageSetting(env, join(dataDir, 'uploads'));
  if (storage.kind === 'folder') {
    ensurePrivateDir(storage.dir);
    tightenTree(storage.dir);
  }
  const csp = parseConnectSrc(env.CSP_CONNECT_SRC);
  if (csp.rejected.length) warnings.push(`CSP_CONNECT_SRC: ignored ${csp.rejected.join(' ')} (expected https://… or wss://… origins)`);
  return {
    port,
    dataDir,
    releaseDir: releaseDirOf(env),
    storage,
    databaseUrl: env.DATABASE_URL || undefined,
    database: databaseLimits(env),
    mailUrl,
    mailSender: mailSender(env),
    companyTimeZone: companyTimeZone(env.COMPANY_TIME_ZONE),
    invoiceDueDays: wholeNumber(env, 'INVOICE_DUE_DAYS', 1, 365, INVOICE_DUE_DAYS),
    publicUrl: publicUrl(env, mailUrl, port),
    demo: !mailUrl || flag(env, 'DEMO'),
    shipmentCreation: flag(env, 'SHIPMENT_CREATION'),
    testRoutes: flag(env, 'CASILLERO_TEST_ROUTES'),
    testOutboxMs: testOutboxMs(env),
    freeStorageDays: wholeNumber(env, 'FREE_STORAGE_DAYS', 1, 365, FREE_STORAGE_DAYS),
    warehouseApiKeys: warehouseApiKeys(env.WAREHOUSE_API_KEYS),
    warehouseWebhook: warehouseWebhook(env, warnings),
    mediaSecret: mediaSecret(env, dataDir),
    cspConnectSrc: csp.valid,
    // The e2e servers shorten it, so a test of the resend link needs no real minute.
    pinResendSeconds: wholeNumber(env, 'PIN_RESEND_SECONDS', 1, 3600, PIN_RESEND_SECONDS),
    // The e2e servers give their one address (127.0.0.1) room for the wrong passwords they try.
    rateLimits: rateLimits(env),
    trustedProxies: trustedProxies(env.TRUSTED_PROXY),
    logLevel: logLevel(env.LOG_LEVEL),
    metrics: metricsListener(env, port, warnings),
    shutdown: {
      drainSeconds: wholeNumber(env, 'SHUTDOWN_DRAIN_SECONDS', 0, 600, SHUTDOWN_DRAIN_SECONDS),
      graceSeconds: wholeNumber(env, 'SHUTDOWN_GRACE_SECONDS', 0, 3600, SHUTDOWN_GRACE_SECONDS),
    },
    warnings,
  };
}
