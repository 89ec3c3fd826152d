// The e-mails' settings (docs/operations.md#configuration): MAIL_FROM_NAME and MAIL_REPLY_TO become
// header lines of every e-mail, COMPANY_TIME_ZONE decides the company's day, INVOICE_DUE_DAYS an
// invoice's pay-by date; a value that cannot work stops the start with a one-line reason.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError, readConfig } from '../../server/config.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'casillero-mail-settings-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const config = (env: Record<string, string>) => readConfig({ DATA_DIR: dataDir, MEDIA_SECRET: 'x', ...env });

describe('the e-mails’ settings', () => {
  it('by default: from "Casillero", no Reply-To, the warehouse’s Florida day, a week to pay', () => {
    expect(config({})).toMatchObject({ mailSender: { fromName: 'Casillero' }, companyTimeZone: 'America/New_York', invoiceDueDays: 7 });
    expect(config({}).mailSender.replyTo).toBeUndefined();
  });

  it('takes a name, one reply address, any time zone and 1 to 365 days', () => {
    expect(config({ MAIL_FROM_NAME: ' Casillero Envíos ', MAIL_REPLY_TO: 'soporte@casillero.example', COMPANY_TIME_ZONE: 'america/caracas', INVOICE_DUE_DAYS: '30' })).toMatchObject({
      mailSender: { fromName: 'Casillero Envíos', replyTo: 'soporte@casillero.example' },
      companyTimeZone: 'America/Caracas',
      invoiceDueDays: 30,
    });
  });

  it.each([
    [{ MAIL_FROM_NAME: 'Casillero\r\nBcc: evil@x.co' }, /^MAIL_FROM_NAME must be one line of at most 64 characters/],
    [{ MAIL_FROM_NAME: 'C'.repeat(65) }, /^MAIL_FROM_NAME must be one line/],
    [{ MAIL_REPLY_TO: 'soporte@casillero.example, evil@x.co' }, /^MAIL_REPLY_TO must be one e-mail address \(e\.g\. soporte@example\.com\), not "soporte@casillero\.example, evil@x\.co"$/],
    [{ MAIL_REPLY_TO: 'soporte' }, /^MAIL_REPLY_TO must be one e-mail address/],
    [{ COMPANY_TIME_ZONE: 'Florida' }, /^COMPANY_TIME_ZONE must be a time zone such as America\/New_York or America\/Caracas, not "Florida"$/],
    [{ INVOICE_DUE_DAYS: '0' }, /^INVOICE_DUE_DAYS must be a whole number from 1 to 365, not "0"$/],
    [{ INVOICE_DUE_DAYS: 'a week' }, /^INVOICE_DUE_DAYS must be a whole number from 1 to 365/],
  ])('refuses %j with its reason', (env, reason) => {
    expect(() => config(env)).toThrow(ConfigError);
    expect(() => config(env)).toThrow(reason);
  });
});
