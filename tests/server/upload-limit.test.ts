// At most UPLOADS_PER_HOUR upload attempts per customer, over every upload route, each counted
// before its body is read (refused ones too), so parallel uploads cannot slip past.
import { beforeAll, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { PROFILE_PICTURE_FIELD } from '../../src/api/contract/client.ts';
import { PAYMENT_FILE_FIELD } from '../../src/api/contract/invoices.ts';
import { PRE_ALERT_FILE_FIELD } from '../../src/api/contract/pre-alerts.ts';
import { UPLOADS_PER_HOUR } from '../../server/rate-limits.ts';
import { invoices } from '../../server/db/schema.ts';
import { expectError } from './support/errors.ts';
import { clientIdOf } from './support/ownership.ts';
import { useTestApp } from './support/test-app.ts';
import { useMovableTime } from './support/time.ts';
import { form, pdfFile, pngFile, streamedForm } from './support/uploads.ts';
import { DEMO, OTHER } from './support/users.ts';

const t = useTestApp();
const time = useMovableTime();
let invoiceId: number;
beforeAll(async () => {
  const clientId = await clientIdOf(t.db, DEMO);
  invoiceId = (await t.db.select({ id: invoices.id }).from(invoices).where(eq(invoices.client_id, clientId)).orderBy(asc(invoices.id)).limit(1))[0]!.id;
});

/** A form every upload route refuses (FAILED_VALIDATION), so the attempts store nothing. */
const routes = [
  { method: 'POST', path: () => '/api/pre-alerts', body: () => form({}, pdfFile(), PRE_ALERT_FILE_FIELD) },
  { method: 'POST', path: () => `/api/invoices/${invoiceId}/payments`, body: () => form({}, pdfFile(), PAYMENT_FILE_FIELD) },
  { method: 'PATCH', path: () => '/api/clients/me/profile-picture', body: () => form({}, undefined, PROFILE_PICTURE_FIELD) },
];
const preAlert = (email: string) => async () =>
  t.request('/api/pre-alerts', { token: await t.tokenFor(email), body: form({}, pngFile(), PRE_ALERT_FILE_FIELD) });

it('counts parallel uploads before reading them: the ones past the hour\u2019s limit get TOO_MANY_REQUESTS', async () => {
  const sent = await Promise.all(Array.from({ length: UPLOADS_PER_HOUR + 5 }, preAlert(DEMO)));
  const statuses = sent.map((res) => res.status);
  expect(statuses.filter((status) => status === 422)).toHaveLength(UPLOADS_PER_HOUR);
  expect(statuses.filter((status) => status === 429)).toHaveLength(5);
  const refused = sent.find((res) => res.status === 429)!;
  await expectError(refused, 'TOO_MANY_REQUESTS');
  expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(0);
});

it('counts every upload route together, refuses the next one unread, and counts each customer apart', async () => {
  time.pass(60);
  const token = await t.tokenFor(DEMO);
  for (let i = 0; i < UPLOADS_PER_HOUR; i++) {
    const route = routes[i % routes.length]!;
    await expectError(await t.request(route.path(), { method: route.method, token, body: route.body() }), 'FAILED_VALIDATION');
  }
  const upload = streamedForm({}, pdfFile().data.subarray(0, 8), 1_000_000, PRE_ALERT_FILE_FIELD);
  const res = await t.request('/api/pre-alerts', { token, body: upload.body, headers: { 'Content-Type': upload.contentType } });
  await expectError(res, 'TOO_MANY_REQUESTS');
  // At most what the stream buffers before anyone reads: none of the file.
  expect(upload.pulled()).toBeLessThan(64 * 1024);
  for (const route of routes) {
    await expectError(await t.request(route.path(), { method: route.method, token, body: route.body() }), 'TOO_MANY_REQUESTS');
  }
  expect((await preAlert(OTHER)()).status).toBe(422);
});

it('gives the customer a new hour of uploads when the window ends', async () => {
  time.pass(60);
  for (let i = 0; i < UPLOADS_PER_HOUR; i++) expect((await preAlert(DEMO)()).status).toBe(422);
  await expectError(await preAlert(DEMO)(), 'TOO_MANY_REQUESTS');
  time.pass(59);
  await expectError(await preAlert(DEMO)(), 'TOO_MANY_REQUESTS');
  time.pass(1);
  expect((await preAlert(DEMO)()).status).toBe(422);
});
