// The e-mail switches, one per kind of notice (docs/product.md#notices): GET and PATCH
// api/notice-settings, kept as the kinds turned off (clients.email_off).
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { NoticeSettingsResponseSchema } from '../../src/api/contract/notice-settings.ts';
import { NOTICE_KINDS } from '../../src/api/contract/notices.ts';
import { clients, rateLimits } from '../../server/db/schema.ts';
import { expectError } from './support/errors.ts';
import { clientIdOf } from './support/ownership.ts';
import { useTestApp } from './support/test-app.ts';
import { DEMO, NO_CLIENT, OTHER } from './support/users.ts';

const LIMIT = 6;
const t = useTestApp({ rateLimits: { NOTICE_SETTINGS_CHANGES_PER_HOUR: LIMIT } });

const allOn = Object.fromEntries(NOTICE_KINDS.map((kind) => [kind, true]));

async function read(email: string) {
  const res = await t.request('/api/notice-settings', { token: await t.tokenFor(email) });
  expect(res.status).toBe(200);
  return NoticeSettingsResponseSchema.parse(await res.json()).data;
}

async function patch(email: string, json: unknown, lang = 'en') {
  return t.request('/api/notice-settings', { method: 'PATCH', token: await t.tokenFor(email), json, lang });
}

const emailOffOf = async (email: string) => {
  const [row] = await t.db.select({ off: clients.email_off }).from(clients).where(eq(clients.id, await clientIdOf(t.db, email)));
  return row!.off;
};

describe('GET api/notice-settings', () => {
  it('answers every switch, on until turned off', async () => {
    expect(await read(DEMO)).toEqual({ email: allOn });
  });

  it('is NOT_FOUND for a user without a client profile, as any record of theirs', async () => {
    await expectError(await t.request('/api/notice-settings', { token: await t.tokenFor(NO_CLIENT) }), 'NOT_FOUND');
    await expectError(await patch(NO_CLIENT, { email: { PACKAGE_RECEIVED: false } }), 'NOT_FOUND');
  });
});

describe('PATCH api/notice-settings', () => {
  it('sets the switches named, keeps the others, and answers every switch', async () => {
    const res = await patch(DEMO, { email: { SHIPMENT_STATUS: false, STORAGE_ENDING: false } });
    expect(res.status).toBe(200);
    const expected = { ...allOn, SHIPMENT_STATUS: false, STORAGE_ENDING: false };
    expect(NoticeSettingsResponseSchema.parse(await res.json()).data).toEqual({ email: expected });
    expect(await read(DEMO)).toEqual({ email: expected });
    expect(await emailOffOf(DEMO)).toEqual(['SHIPMENT_STATUS', 'STORAGE_ENDING']);

    // Off again changes nothing; on takes it out; another customer's stay as they were.
    await patch(DEMO, { email: { SHIPMENT_STATUS: false } });
    expect(await emailOffOf(DEMO)).toEqual(['SHIPMENT_STATUS', 'STORAGE_ENDING']);
    const on = await patch(DEMO, { email: { SHIPMENT_STATUS: true, STORAGE_ENDING: true, INVOICE_ISSUED: true } });
    expect(NoticeSettingsResponseSchema.parse(await on.json()).data).toEqual({ email: allOn });
    expect(await emailOffOf(DEMO)).toEqual([]);
    expect(await emailOffOf(OTHER)).toEqual([]);
  });

  it('keeps both of two changes sent at once', async () => {
    await Promise.all([patch(DEMO, { email: { PACKAGE_RECEIVED: false } }), patch(DEMO, { email: { PAYMENT_REJECTED: false } })]);
    expect(await emailOffOf(DEMO)).toEqual(['PACKAGE_RECEIVED', 'PAYMENT_REJECTED']);
    await patch(DEMO, { email: { PACKAGE_RECEIVED: true, PAYMENT_REJECTED: true } });
  });

  it.each([
    ['an unknown kind', { email: { NEWSLETTER: false } }, 'email'],
    ['a switch that is not a boolean', { email: { PACKAGE_RECEIVED: 'no' } }, 'email.PACKAGE_RECEIVED'],
    ['no switch at all', { email: {} }, 'email'],
    ['no email', {}, 'email'],
    ['another field', { email: { PACKAGE_RECEIVED: false }, sms: {} }, ''],
  ])('refuses %s with FAILED_VALIDATION on its field, and changes nothing', async (_name, json, field) => {
    const body = await expectError(await patch(OTHER, json), 'FAILED_VALIDATION');
    if (field) expect(Object.keys(body.errors ?? {})).toContain(field);
    else expect(body.errors).toBeTruthy();
    expect(await emailOffOf(OTHER)).toEqual([]);
  });

  it(`counts changes per customer before the work: past ${LIMIT} an hour, TOO_MANY_REQUESTS with Retry-After`, async () => {
    // The other tests' counts forgotten: this one counts its own.
    await t.db.delete(rateLimits);
    const answers = [];
    for (let i = 0; i < LIMIT; i++) answers.push((await patch(OTHER, { email: { INVOICE_ISSUED: i % 2 === 1 } })).status);
    expect(answers).toEqual(Array(LIMIT).fill(200));
    // A refused body costs a try too: it is counted before it is read.
    const refused = await patch(OTHER, { email: { NEWSLETTER: false } });
    await expectError(refused, 'TOO_MANY_REQUESTS');
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect(await emailOffOf(OTHER)).toEqual([]);
    // Another customer's count is apart.
    expect((await patch(DEMO, { email: { INVOICE_ISSUED: true } })).status).toBe(200);
  });
});
