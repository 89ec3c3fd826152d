// PIN_RESEND_SECONDS: how long a pending code is kept before another may be sent. The contract's
// minute by default; the e2e servers shorten it so a resend needs no real minute.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { PIN_RESEND_SECONDS, PIN_VALID_MINUTES } from '../../src/api/contract/limits.ts';
import { resendWaitSeconds, type PinCode } from '../../server/auth/pin-codes.ts';
import { readConfig } from '../../server/config.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'casillero-config-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const config = (value?: string) => readConfig({ DATA_DIR: dataDir, MEDIA_SECRET: 'x', PIN_RESEND_SECONDS: value });

describe('PIN_RESEND_SECONDS', () => {
  it('is the contract’s minute when unset or empty', () => {
    expect(config().pinResendSeconds).toBe(PIN_RESEND_SECONDS);
    expect(config('').pinResendSeconds).toBe(PIN_RESEND_SECONDS);
  });

  it('takes a whole number of seconds from 1 to 3600', () => {
    expect(config('1').pinResendSeconds).toBe(1);
    expect(config('3600').pinResendSeconds).toBe(3600);
  });

  it.each(['0', '-5', '1.5', 'soon', '3601'])('refuses %j, naming the setting', (value) => {
    expect(() => config(value)).toThrow(/^PIN_RESEND_SECONDS must be a whole number from 1 to 3600/);
  });
});

describe('the wait before another code', () => {
  const now = new Date('2026-11-23T12:00:00Z');
  const pending = (ageMs: number): PinCode => ({
    id: 1,
    email: 'cliente@casillero.test',
    purpose: 'signup',
    code_hash: 'x',
    tries: 0,
    expires_at: new Date(now.getTime() - ageMs + PIN_VALID_MINUTES * 60_000),
    granted_at: null,
    used_at: null,
    created_at: new Date(now.getTime() - ageMs),
  });

  it('counts the contract’s minute by default', () => {
    expect(resendWaitSeconds(pending(1_000), now)).toBe(PIN_RESEND_SECONDS - 1);
    expect(resendWaitSeconds(pending(PIN_RESEND_SECONDS * 1000), now)).toBe(0);
  });

  it('counts the configured seconds instead', () => {
    expect(resendWaitSeconds(pending(500), now, 1)).toBe(1);
    expect(resendWaitSeconds(pending(1_000), now, 1)).toBe(0);
    expect(resendWaitSeconds(pending(1_000), now, 5)).toBe(4);
  });

  it('is none for a code already granted', () => {
    expect(resendWaitSeconds({ ...pending(100), granted_at: now }, now, 5)).toBe(0);
  });
});
