// Configuration from the environment; nothing but the defaults is needed to start.
import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { PIN_RESEND_SECONDS } from '../src/api/contract/limits.ts';
import { ensurePrivateDir, PRIVATE_FILE_MODE, tightenTree } from './fs/private.ts';
import { parseConnectSrc } from './http/security-headers.ts';

export type Config = {
  port: number;
  dataDir: string;
  uploadsDir: string;
  databaseUrl?: string;
  mailUrl?: string;
  mediaSecret: string;
  cspConnectSrc: string[];
  /** How long a pending code is kept before another may be sent (PIN_RESEND_SECONDS). */
  pinResendSeconds: number;
  warnings: string[];
};

/** MEDIA_SECRET, or one made up on first start and kept in the data folder, so URLs survive restarts. */
function mediaSecret(env: NodeJS.ProcessEnv, dataDir: string): string {
  if (env.MEDIA_SECRET) return env.MEDIA_SECRET;
  const file = join(dataDir, 'media-secret');
  if (existsSync(file)) {
    chmodSync(file, PRIVATE_FILE_MODE);
    return readFileSync(file, 'utf8').trim();
  }
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, secret, { mode: PRIVATE_FILE_MODE });
  return secret;
}

/**
 * PIN_RESEND_SECONDS: the contract's minute unless set. The e2e servers shorten it, so a test of
 * the resend link needs no real minute (the page's own minute is fast-forwarded).
 */
function pinResendSeconds(value: string | undefined): number {
  if (value === undefined || value === '') return PIN_RESEND_SECONDS;
  const seconds = Number(value);
  if (!Number.isInteger(seconds) || seconds < 1 || seconds > 3600) {
    throw new Error(`PIN_RESEND_SECONDS must be a whole number of seconds from 1 to 3600, not "${value}"`);
  }
  return seconds;
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const warnings: string[] = [];
  const port = Number(env.PORT ?? 8080);
  if (!Number.isInteger(port) || port < 0 || port > 65_535) throw new Error(`PORT must be a port number, not "${env.PORT}"`);
  const dataDir = resolve(env.DATA_DIR || '.data');
  const uploadsDir = join(dataDir, 'uploads');
  // 0700 from the start; a data folder of an older version, with 0755 and 0644, is tightened.
  ensurePrivateDir(dataDir);
  ensurePrivateDir(uploadsDir);
  tightenTree(uploadsDir);
  const csp = parseConnectSrc(env.CSP_CONNECT_SRC);
  if (csp.rejected.length) warnings.push(`CSP_CONNECT_SRC: ignored ${csp.rejected.join(' ')} (expected https://… or wss://… origins)`);
  return {
    port,
    dataDir,
    uploadsDir,
    databaseUrl: env.DATABASE_URL || undefined,
    mailUrl: env.MAIL_URL || undefined,
    mediaSecret: mediaSecret(env, dataDir),
    cspConnectSrc: csp.valid,
    pinResendSeconds: pinResendSeconds(env.PIN_RESEND_SECONDS),
    warnings,
  };
}
