// The warehouse's webhooks (docs/product.md#webhooks): each customer action writes its webhook in
// its own transaction; a local receiver checks every request with the Standard Webhooks library;
// failures are retried on the clock, given up after 24 hours, listed and sent again on purpose.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { asc, count, eq, inArray } from 'drizzle-orm';
import { Webhook, WebhookVerificationError } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  WarehousePaymentResponseSchema, WarehousePreAlertPageSchema, WarehousePreAlertSchema, WarehouseShipmentResponseSchema,
  WarehouseShipmentSchema, WarehousePaymentSchema,
} from '../../src/api/contract/warehouse-reads.ts';
import { PRE_ALERT_FILE_FIELD, PreAlertResponseSchema } from '../../src/api/contract/pre-alerts.ts';
import { webhookSender } from '../../server/background/webhooks.ts';
import { ConfigError, readConfig } from '../../server/config.ts';
import { webhookDeliveries } from '../../server/db/schema.ts';
import type { WebhookDelivery, WebhookType } from '../../src/api/contract/warehouse-reads.ts';
import { sendDueWebhooks } from '../../server/webhooks/outbox.ts';
import type { WebhookPayload } from '../../server/webhooks/payloads.ts';
import { recordWebhook } from '../../server/webhooks/record.ts';
import { WEBHOOK_BACKOFF_MS, WEBHOOK_RETRY_WINDOW_MS } from '../../server/webhooks/schedule.ts';
import { expectError } from './support/errors.ts';
import { captureLog } from './support/log-capture.ts';
import { useLifecycleApp } from './support/shipments.ts';
import { useMovableTime } from './support/time.ts';
import { form, pdfFile } from './support/uploads.ts';
import { DEMO } from './support/users.ts';
import { FAIL_STATUS, refusingUrl, startWebhookReceiver, type WebhookReceiver } from './support/webhook-receiver.ts';

const KEY = 'warehouse-key-webhooks';
const SECRET = `whsec_${Buffer.from('casillero webhook test key, 32 b').toString('base64')}`;
const OTHER_SECRET = `whsec_${Buffer.from('somebody else entirely, 32 bytes').toString('base64')}`;

const app = useLifecycleApp(KEY);
const { t } = app;
const time = useMovableTime();
let receiver: WebhookReceiver;

beforeAll(async () => {
  receiver = await startWebhookReceiver(SECRET);
  t.deps.warehouseWebhook = { url: receiver.url, secret: SECRET };
});
afterAll(() => receiver.close());

const pass = () => sendDueWebhooks(t.deps);
const rows = () => t.db.select().from(webhookDeliveries).orderBy(asc(webhookDeliveries.id));
const deliveryCount = async () => (await t.db.select({ n: count() }).from(webhookDeliveries))[0]!.n;
const rowOf = async (id: number) => (await t.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.id, id)))[0]!;
const timesAccepted = (webhookId: string) => receiver.accepted.filter((id) => id === webhookId).length;

/** The deliveries `act` recorded, oldest first. */
async function recordedBy(act: () => Promise<unknown>) {
  const before = (await rows()).map((row) => row.id);
  await act();
  return (await rows()).filter((row) => !before.includes(row.id));
}
/** The one delivery of `type` that `act` recorded. */
async function oneOf(type: WebhookType, act: () => Promise<unknown>) {
  const made = (await recordedBy(act)).filter((row) => row.type === type);
  expect(made).toHaveLength(1);
  return made[0]!;
}
const payloadOf = (row: { payload: string }) => JSON.parse(row.payload) as WebhookPayload;
/** Signed file links name the minute they were issued in: compared as links, not as texts. */
const unsigned = (value: unknown): unknown => JSON.parse(JSON.stringify(value), (key, v: unknown) => (key === 'url' ? 'signed link' : v));

let seq = 0;
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
/** The demo customer's pre-alert (POST api/pre-alerts); its id and tracking. */
async function preAlert(): Promise<{ id: number; tracking: string }> {
  const tracking = `1ZHOOK${Date.now()}${seq++}`;
  const fields = { us_courier_id: String(app.ids.courier), provider: 'Amazon', tracking, cost: '25.00', content: 'Libros', arriving_at: inDays(3), recipient: 'María Pérez' };
  const res = await app.asCustomer('/api/pre-alerts', { method: 'POST', body: form(fields, pdfFile(), PRE_ALERT_FILE_FIELD) });
  expect(res.status).toBe(201);
  return { id: PreAlertResponseSchema.parse(await res.json()).data.id, tracking };
}

const cancel = (id: number) => app.asCustomer(`/api/shipments/${id}`, { method: 'DELETE' });
const deliveries = async (query: string, token = KEY) => {
  const res = await t.request(`/api/warehouse/webhook-deliveries${query}`, { token });
  expect(res.status).toBe(200);
  return ((await res.json()) as { data: WebhookDelivery[]; meta: { next_cursor: string | null } }).data;
};
const retry = (id: number) => t.request(`/api/warehouse/webhook-deliveries/${id}/retry`, { token: KEY, method: 'POST' });

/** Moves every clock (the server's, the receiver's) to `at`, never back. */
const moveTo = (at: Date) => time.pass(Math.max(0, Math.ceil((at.getTime() - Date.now()) / 60_000)));

describe('recorded by the customer’s own transaction', () => {
  it('a request and its cancel: one webhook each, the shipment as the warehouse reads it', async () => {
    const packageId = await app.receive();
    const requested = await oneOf('shipment.requested', async () => app.request([packageId]));
    const { data } = payloadOf(requested);
    const shipment = WarehouseShipmentSchema.parse(data);
    expect(shipment.status).toBe('REQUESTED');
    const read = WarehouseShipmentResponseSchema.parse(await (await app.asWarehouse(`/api/warehouse/shipments/${shipment.id}`)).json()).data;
    expect(unsigned(shipment)).toEqual(unsigned(read));
    expect(payloadOf(requested)).toMatchObject({ type: 'shipment.requested', timestamp: requested.created_at.toISOString() });
    expect(requested).toMatchObject({ status: 'pending', attempts: 0 });
    expect(requested.webhook_id).toMatch(/^msg_[0-9a-f]{32}$/);

    const cancelled = await oneOf('shipment.cancelled', async () => expect((await cancel(shipment.id)).status).toBe(204));
    expect(WarehouseShipmentSchema.parse(payloadOf(cancelled).data)).toMatchObject({ id: shipment.id, status: 'CANCELLED' });
    // A second DELETE did nothing, and tells nothing.
    expect(await recordedBy(async () => expect((await cancel(shipment.id)).status).toBe(204))).toEqual([]);
  });

  it('a payment: one webhook, the payment with its proof as the warehouse reads it', async () => {
    const { id: shipmentId } = await app.shipmentIn('PENDING');
    const invoice = await app.issueInvoice(shipmentId, 40);
    const submitted = await oneOf('payment.submitted', () => app.paid(invoice.id, 10));
    const payment = WarehousePaymentSchema.parse(payloadOf(submitted).data);
    expect(payment).toMatchObject({ status: 'PENDING', amount: 10, invoice: { id: invoice.id } });
    expect(payment.proof).not.toBeNull();
    const read = WarehousePaymentResponseSchema.parse(await (await app.asWarehouse(`/api/warehouse/payments/${payment.id}`)).json()).data;
    expect(unsigned(payment)).toEqual(unsigned(read));

    // Refused (more than is owed): no payment, no webhook.
    expect(await recordedBy(async () => expect((await app.pay(invoice.id, 10_000)).status).toBe(422))).toEqual([]);
  });

  it('a pre-alert: one webhook, the pre-alert as the warehouse reads it', async () => {
    let made = { id: 0, tracking: '' };
    const created = await oneOf('pre_alert.created', async () => (made = await preAlert()));
    const sent = WarehousePreAlertSchema.parse(payloadOf(created).data);
    const read = WarehousePreAlertPageSchema.parse(await (await app.asWarehouse(`/api/warehouse/pre-alerts?tracking=${made.tracking}`)).json()).data;
    expect(read).toEqual([sent]);
    expect(sent.id).toBe(made.id);
  });

  it('an action undone after its webhook was written leaves no webhook', async () => {
    const { id } = await preAlert();
    const before = await deliveryCount();
    await expect(
      t.db.transaction(async (tx) => {
        await recordWebhook(tx, { deps: t.deps, signer: t.signer }, { type: 'pre_alert.created', id });
        throw new Error('the action failed after its webhook was written');
      }),
    ).rejects.toThrow('the action failed');
    expect(await deliveryCount()).toBe(before);
  });

  it('without WAREHOUSE_WEBHOOK_URL nothing is recorded', async () => {
    const settings = t.deps.warehouseWebhook;
    t.deps.warehouseWebhook = undefined;
    try {
      const made = await recordedBy(async () => {
        const { id } = await app.shipmentIn('REQUESTED');
        await cancel(id);
        await preAlert();
      });
      expect(made).toEqual([]);
    } finally {
      t.deps.warehouseWebhook = settings;
    }
  });
});

describe('sent', () => {
  it('signed as the Standard Webhooks specification says: the library verifies it, with this secret only', async () => {
    const pending = (await rows()).filter((row) => row.status === 'pending');
    expect(pending.length).toBeGreaterThan(0);
    expect(await pass()).toEqual({ delivered: pending.length, retried: 0, failed: 0 });
    for (const row of pending) {
      expect(timesAccepted(row.webhook_id)).toBe(1);
      const got = receiver.received.find((request) => request.id === row.webhook_id)!;
      expect(got.body).toBe(row.payload);
      expect(got.headers['content-type']).toBe('application/json');
      expect(Number(got.headers['webhook-timestamp'])).toBeCloseTo(Date.now() / 1000, -1);
      expect(new Webhook(SECRET).verify(got.body, got.headers)).toEqual(JSON.parse(row.payload));
      expect(() => new Webhook(OTHER_SECRET).verify(got.body, got.headers)).toThrow(WebhookVerificationError);
      expect(await rowOf(row.id)).toMatchObject({ status: 'delivered', attempts: 1, last_status: 204, last_error: null });
    }
    expect(receiver.unverified).toBe(0);
    expect(await pass()).toEqual({ delivered: 0, retried: 0, failed: 0 });
  });

  it('goes as soon as the customer’s transaction commits, without waiting for a pass', async () => {
    const sender = webhookSender(t.deps, captureLog().log);
    t.deps.sendWebhooks = sender.kick;
    try {
      const [created] = await recordedBy(preAlert);
      await vi.waitFor(() => expect(timesAccepted(created!.webhook_id)).toBe(1));
    } finally {
      t.deps.sendWebhooks = undefined;
      await sender.stop();
    }
  });

  it('a failing receiver gets the same webhook again on the backoff, each failure logged, then it is delivered once', async () => {
    const [created] = await recordedBy(preAlert);
    const { webhook_id: webhookId, id } = created!;
    const captured = captureLog();
    const logged = () => sendDueWebhooks({ ...t.deps, log: captured.log });
    receiver.failNext(2);

    expect(await logged()).toEqual({ delivered: 0, retried: 1, failed: 0 });
    expect(await rowOf(id)).toMatchObject({ status: 'pending', attempts: 1, last_status: FAIL_STATUS, last_error: `HTTP ${FAIL_STATUS}` });
    expect(await logged()).toEqual({ delivered: 0, retried: 0, failed: 0 });
    time.pass(WEBHOOK_BACKOFF_MS[0]! / 60_000);
    expect(await logged()).toEqual({ delivered: 0, retried: 1, failed: 0 });
    time.pass(WEBHOOK_BACKOFF_MS[1]! / 60_000 - 1);
    expect(await logged()).toEqual({ delivered: 0, retried: 0, failed: 0 });
    time.pass(1);
    expect(await logged()).toEqual({ delivered: 1, retried: 0, failed: 0 });

    expect(receiver.received.filter((request) => request.id === webhookId)).toHaveLength(3);
    expect(timesAccepted(webhookId)).toBe(1);
    expect(await rowOf(id)).toMatchObject({ status: 'delivered', attempts: 3, last_status: 204, last_error: null });
    const warnings = captured.lines.filter((line) => line.msg === 'webhook not delivered: tried again later');
    expect(warnings.map((line) => [line.level, line.webhookId, line.attempt, line.status])).toEqual([
      ['warn', webhookId, 1, FAIL_STATUS],
      ['warn', webhookId, 2, FAIL_STATUS],
    ]);
  });

  it('a refused connection is a failure too, without a status', async () => {
    const settings = t.deps.warehouseWebhook!;
    t.deps.warehouseWebhook = { ...settings, url: await refusingUrl() };
    const [created] = await recordedBy(preAlert);
    try {
      expect(await pass()).toEqual({ delivered: 0, retried: 1, failed: 0 });
    } finally {
      t.deps.warehouseWebhook = settings;
    }
    expect(await rowOf(created!.id)).toMatchObject({ status: 'pending', attempts: 1, last_status: null, last_error: expect.stringContaining('ECONNREFUSED') });
    time.pass(WEBHOOK_BACKOFF_MS[0]! / 60_000);
    expect(await pass()).toEqual({ delivered: 1, retried: 0, failed: 0 });
  });

  it('two senders on one database send each webhook once', async () => {
    const made = await recordedBy(async () => {
      for (let i = 0; i < 3; i++) await preAlert();
    });
    expect(made).toHaveLength(3);
    const [a, b] = await Promise.all([pass(), pass()]);
    expect(a.delivered + b.delivered).toBe(3);
    for (const row of made) expect(timesAccepted(row.webhook_id)).toBe(1);
    const settled = await t.db.select().from(webhookDeliveries).where(inArray(webhookDeliveries.id, made.map((row) => row.id)));
    expect(settled.map((row) => [row.status, row.attempts])).toEqual(made.map(() => ['delivered', 1]));
  });

  it('given up after 24 hours of failures, listed as failed, sent again on purpose and delivered', async () => {
    const [created] = await recordedBy(preAlert);
    const { id, webhook_id: webhookId } = created!;
    receiver.failNext(Infinity);
    const tries: number[] = [];
    for (;;) {
      const result = await pass();
      tries.push(Date.now() - created!.created_at.getTime());
      if (result.failed) break;
      expect(result).toEqual({ delivered: 0, retried: 1, failed: 0 });
      moveTo((await rowOf(id)).next_attempt_at);
    }
    // Each wait of the schedule, the last try at the end of the 24 hours.
    const waits = tries.slice(1).map((at, i) => Math.round((at - tries[i]!) / 60_000));
    expect(waits).toEqual([1, 5, 30, 120, 360, 720, 204]);
    expect(Math.round(tries.at(-1)! / 60_000)).toBe(WEBHOOK_RETRY_WINDOW_MS / 60_000);
    expect(await rowOf(id)).toMatchObject({ status: 'failed', attempts: 8, last_status: FAIL_STATUS, delivered_at: null });
    expect(timesAccepted(webhookId)).toBe(0);

    const failed = await deliveries('?status=failed&limit=100');
    const listed = failed.find((delivery) => delivery.id === id);
    expect(listed).toEqual({
      id, webhook_id: webhookId, type: 'pre_alert.created', status: 'failed', attempts: 8, next_attempt_at: null,
      last_error: `HTTP ${FAIL_STATUS}`, last_status: FAIL_STATUS, created_at: created!.created_at.toISOString(), delivered_at: null,
    });
    expect(failed.every((delivery) => delivery.status === 'failed')).toBe(true);
    expect((await deliveries('?status=pending')).some((delivery) => delivery.id === id)).toBe(false);

    receiver.failNext(0);
    const res = await retry(id);
    expect(res.status).toBe(202);
    const { data } = (await res.json()) as { data: WebhookDelivery };
    expect(data).toMatchObject({ id, status: 'pending', attempts: 8, next_attempt_at: expect.any(String) });
    expect(await pass()).toEqual({ delivered: 1, retried: 0, failed: 0 });
    expect(timesAccepted(webhookId)).toBe(1);
    expect(await rowOf(id)).toMatchObject({ status: 'delivered', attempts: 9, last_status: 204, last_error: null });

    // A delivered one may be sent again on purpose: the same webhook-id, which the receiver deduplicates.
    expect((await retry(id)).status).toBe(202);
    expect(await pass()).toEqual({ delivered: 1, retried: 0, failed: 0 });
    expect(timesAccepted(webhookId)).toBe(2);
  });

  it('the list pages by cursor and needs a key: a customer’s token is refused', async () => {
    const first = await t.request('/api/warehouse/webhook-deliveries?limit=2', { token: KEY });
    const page = (await first.json()) as { data: WebhookDelivery[]; meta: { next_cursor: string | null } };
    expect(page.data).toHaveLength(2);
    const next = await deliveries(`?limit=2&cursor=${page.meta.next_cursor}`);
    expect(next[0]!.id).toBeGreaterThan(page.data[1]!.id);

    await expectError(await t.request('/api/warehouse/webhook-deliveries', { token: await t.tokenFor(DEMO) }), 'AUTHENTICATION_EXCEPTION');
    await expectError(await t.request('/api/warehouse/webhook-deliveries'), 'AUTHENTICATION_EXCEPTION');
    await expectError(await t.request('/api/warehouse/webhook-deliveries/1/retry', { method: 'POST', token: await t.tokenFor(DEMO) }), 'AUTHENTICATION_EXCEPTION');
    await expectError(await t.request('/api/warehouse/webhook-deliveries?status=lost', { token: KEY }), 'FAILED_VALIDATION');
    await expectError(await retry(2_000_000_000), 'NOT_FOUND');
  });
});

describe('WAREHOUSE_WEBHOOK_URL and WAREHOUSE_WEBHOOK_SECRET', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'casillero-webhook-config-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
  const config = (env: Record<string, string>) => readConfig({ DATA_DIR: dataDir, MEDIA_SECRET: 'x', ...env });
  const ADDRESS = 'https://warehouse.example.com/hooks/casillero';

  it('unset, no webhook; set with a secret, both kept', () => {
    expect(config({}).warehouseWebhook).toBeUndefined();
    expect(config({ WAREHOUSE_WEBHOOK_URL: ADDRESS, WAREHOUSE_WEBHOOK_SECRET: SECRET }).warehouseWebhook).toEqual({ url: ADDRESS, secret: SECRET });
  });

  it('refuses to start, in one line, without a secret, with one the specification does not allow, or with another address', () => {
    const refusals: [Record<string, string>, RegExp][] = [
      [{ WAREHOUSE_WEBHOOK_URL: ADDRESS }, /^WAREHOUSE_WEBHOOK_SECRET is required with WAREHOUSE_WEBHOOK_URL/],
      [{ WAREHOUSE_WEBHOOK_URL: ADDRESS, WAREHOUSE_WEBHOOK_SECRET: 'not-a-secret' }, /^WAREHOUSE_WEBHOOK_SECRET must be whsec_/],
      [{ WAREHOUSE_WEBHOOK_URL: ADDRESS, WAREHOUSE_WEBHOOK_SECRET: 'whsec_***' }, /^WAREHOUSE_WEBHOOK_SECRET must be whsec_/],
      [{ WAREHOUSE_WEBHOOK_URL: ADDRESS, WAREHOUSE_WEBHOOK_SECRET: `whsec_${Buffer.from('short').toString('base64')}` }, /^WAREHOUSE_WEBHOOK_SECRET must hold a key of 24 to 64 bytes, not 5/],
      [{ WAREHOUSE_WEBHOOK_URL: 'ftp://warehouse.example.com', WAREHOUSE_WEBHOOK_SECRET: SECRET }, /^WAREHOUSE_WEBHOOK_URL must be an http/],
    ];
    for (const [env, message] of refusals) {
      const refused = (() => {
        try {
          config(env);
        } catch (error) {
          return error;
        }
      })();
      expect(refused).toBeInstanceOf(ConfigError);
      expect((refused as Error).message).toMatch(message);
      expect((refused as Error).message).not.toContain('\n');
    }
  });
});
