// The notices' e-mails (docs/product.md#notices): queued by the event's own transaction unless the
// customer turned the kind off; written in the customer's language with dates and no times, links
// from PUBLIC_URL, the unsubscribe link and headers, the package's photo inline; sent from the
// outbox once, retried with a backoff, given up after the last try.
import { Readable } from 'node:stream';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { NOTICE_KINDS, type NoticeKind } from '../../src/api/contract/notices.ts';
import { paths } from '../../src/lib/paths.ts';
import { createApp } from '../../server/app.ts';
import { noticeMailSender } from '../../server/background/notice-mails.ts';
import type { Deps } from '../../server/foundation/deps.ts';
import { clients, noticeMails, notices, shipments, usCouriers } from '../../server/db/schema.ts';
import { addNotice } from '../../server/domain/notices.ts';
import { addStorageEndingNotices } from '../../server/domain/storage-ending.ts';
import type { Mailer, OutgoingMail } from '../../server/foundation/mailer.ts';
import type { NoticeMailFacts } from '../../server/mail/notice/facts.ts';
import { LOGO_CID } from '../../server/mail/notice/logo.ts';
import { PHOTO_CID } from '../../server/mail/notice/photo.ts';
import { portalPaths } from '../../server/mail/notice/portal-links.ts';
import { renderNoticeMail } from '../../server/mail/notice/render.ts';
import {
  NOTICE_MAIL_BACKOFF_MS, NOTICE_MAIL_PHOTO_WAIT_MS, NOTICE_MAIL_TRIES, sendDueNoticeMails,
} from '../../server/mail/notice-outbox.ts';
import { readUnsubscribeToken, UNSUBSCRIBE_PATH } from '../../server/mail/unsubscribe-link.ts';
import { checkedRequest } from './support/declared-answers.ts';
import { captureLog } from './support/log-capture.ts';
import { sampleFacts } from './support/notice-mail-samples.ts';
import { clientIdOf } from './support/ownership.ts';
import { MEDIA_SECRET, useTestApp, type RequestOptions } from './support/test-app.ts';
import { form, jpegFile } from './support/uploads.ts';
import { DEMO, OTHER } from './support/users.ts';

const KEY = 'warehouse-key-mail';
const PUBLIC_URL = 'https://portal.example.com';
const t = useTestApp({ warehouseApiKeys: [KEY] });
const asWarehouse = (path: string, options: RequestOptions = {}) => t.request(path, { token: KEY, lang: 'en', ...options });

/** A mailer that keeps what it is given, or throws while `failing`. */
function fakeMailer() {
  const sent: OutgoingMail[] = [];
  const mailer = { failing: false, sent, kind: 'smtp' as const, async send(mail: OutgoingMail) {
    if (mailer.failing) throw new Error('421 the relay is away');
    sent.push(mail);
  } };
  return mailer satisfies Mailer & { failing: boolean };
}

let demoClient: number;
let courier: number;
let seq = 0;

beforeAll(async () => {
  demoClient = await clientIdOf(t.db, DEMO);
  const [row] = await t.db.select({ id: usCouriers.id }).from(usCouriers).orderBy(asc(usCouriers.id)).limit(1);
  courier = row!.id;
});

/** The warehouse receives a package in the demo customer's locker; its id. */
async function receive(): Promise<number> {
  const res = await asWarehouse('/api/warehouse/packages', {
    json: { locker: 'CAS-10001', tracking: `1ZMAIL${Date.now()}${seq++}`, us_courier_id: courier, weight_kg: 1, length_cm: 10, width_cm: 10, height_cm: 10 },
  });
  expect(res.status).toBe(201);
  return ((await res.json()) as { data: { id: number } }).data.id;
}

const ROAD = ['IN_TRANSIT', 'IN_CUSTOMS', 'OUT_FOR_DELIVERY'] as const;
/**
 * One of the demo customer's shipments on the road, and a road status it is not in: a report that
 * moves it (docs/product.md#lifecycles). A seeded shipment may be delivered already, and take none.
 */
async function onTheRoad(): Promise<{ id: number; next: (typeof ROAD)[number] }> {
  const [row] = await t.db
    .select({ id: shipments.id, status: shipments.status })
    .from(shipments)
    .where(and(eq(shipments.client_id, demoClient), inArray(shipments.status, [...ROAD])))
    .orderBy(asc(shipments.id))
    .limit(1);
  return { id: row!.id, next: ROAD.find((status) => status !== row!.status)! };
}

const mailOf = async (noticeId: number) => (await t.db.select().from(noticeMails).where(eq(noticeMails.notice_id, noticeId)))[0];
const noticeOfPackage = async (packageId: number) => (await t.db.select().from(notices).where(eq(notices.package_id, packageId)).orderBy(asc(notices.id)))[0]!;

describe('queued with the notice', () => {
  it('is written by the event’s transaction: a received package’s mail waits for its photo', async () => {
    const packageId = await receive();
    const notice = await noticeOfPackage(packageId);
    const mail = await mailOf(notice.id);
    expect(mail).toMatchObject({ attempts: 0, sent_at: null, failed_at: null, last_error: null });
    expect(mail!.next_attempt_at.getTime()).toBe(notice.created_at.getTime() + NOTICE_MAIL_PHOTO_WAIT_MS);
  });

  it('is undone with the event: neither the notice nor its mail outlives a rolled-back transaction', async () => {
    const before = { notices: await t.db.$count(notices), mails: await t.db.$count(noticeMails) };
    const undone = t.db.transaction(async (tx) => {
      await addNotice(tx, { client_id: demoClient, kind: 'INVOICE_ISSUED', created_at: t.clock.now() });
      throw new Error('the event failed after its notice');
    });
    await expect(undone).rejects.toThrow('the event failed');
    expect({ notices: await t.db.$count(notices), mails: await t.db.$count(noticeMails) }).toEqual(before);
  });

  it('is not written for a kind the customer turned off; the notice is', async () => {
    const shipment = await onTheRoad();
    await t.db.update(clients).set({ email_off: ['SHIPMENT_STATUS'] }).where(eq(clients.id, demoClient));
    try {
      expect((await asWarehouse(`/api/warehouse/shipments/${shipment.id}/events`, { json: { status: shipment.next } })).status).toBe(201);
      const [notice] = await t.db.select().from(notices).where(eq(notices.shipment_id, shipment.id)).orderBy(sql`${notices.id} desc`).limit(1);
      expect(notice).toMatchObject({ kind: 'SHIPMENT_STATUS', client_id: demoClient });
      expect(await mailOf(notice!.id)).toBeUndefined();
      // Another kind still goes.
      const packageId = await receive();
      expect(await mailOf((await noticeOfPackage(packageId)).id)).toBeDefined();
    } finally {
      await t.db.update(clients).set({ email_off: [] }).where(eq(clients.id, demoClient));
    }
  });

  it('is written for each free-storage notice the check makes, due at once', async () => {
    const started = new Date(t.clock.now().getTime() - 1000);
    await addStorageEndingNotices(t.db, t.clock.now(), 30);
    const made = await t.db.select({ id: notices.id }).from(notices).where(and(eq(notices.kind, 'STORAGE_ENDING'), sql`${notices.created_at} >= ${started.toISOString()}::timestamptz`));
    expect(made.length).toBeGreaterThan(0);
    const queued = await t.db.select().from(noticeMails).where(inArray(noticeMails.notice_id, made.map((n) => n.id)));
    expect(queued).toHaveLength(made.length);
    for (const mail of queued) expect(mail.next_attempt_at.getTime()).toBeLessThanOrEqual(t.clock.now().getTime());
  });
});

const facts = (kind: NoticeKind, language: 'es' | 'en', more: Partial<NoticeMailFacts> = {}): NoticeMailFacts =>
  sampleFacts(kind, language, { packageTracking: '1ZTRACK', shipmentTracking: 'CAS-SHIP-9', ...more });
const SETTINGS = { publicUrl: PUBLIC_URL, mediaSecret: MEDIA_SECRET, freeStorageDays: 30 };
const TIME = /\b\d{1,2}:\d{2}\b/;

describe('the e-mail', () => {
  it('tells of a received package in Spanish: dates day first, no time, its link, its photo inline', () => {
    const photo = { filename: 'foto.jpg', contentType: 'image/jpeg', content: Buffer.from([0xff, 0xd8]), cid: PHOTO_CID };
    const mail = renderNoticeMail(facts('PACKAGE_RECEIVED', 'es'), SETTINGS, photo);
    expect(mail.to).toBe('carla@casillero.test');
    expect(mail.subject).toBe('Recibimos tu paquete 1ZTRACK');
    expect(mail.text).toContain('Hola, Carla:');
    expect(mail.text).toContain('el 27/11/2026');
    expect(mail.text).toContain('gratis hasta el 27/12/2026');
    expect(mail.text).toContain(`Ver el paquete: ${PUBLIC_URL}/home/package/5`);
    expect(mail.html).toContain(`href="${PUBLIC_URL}/home/package/5"`);
    expect(mail.html).toMatch(new RegExp(`<img src="cid:${PHOTO_CID}" width="\\d+" height="\\d+" alt="Foto del paquete 1ZTRACK"`));
    expect(mail.html).toMatch(/^<!doctype html>\n<html lang="es"/);
    expect(mail.attachments).toEqual([expect.objectContaining({ cid: LOGO_CID, contentType: 'image/png' }), photo]);
    expect(`${mail.text}${mail.html}`).not.toMatch(TIME);
  });

  it('tells of it in English: dates month first', () => {
    const mail = renderNoticeMail(facts('PACKAGE_RECEIVED', 'en'), SETTINGS);
    expect(mail.subject).toBe('We received your package 1ZTRACK');
    expect(mail.text).toContain('on 11/27/2026');
    expect(mail.text).toContain('free until 12/27/2026');
    expect(mail.text).toContain(`See the package: ${PUBLIC_URL}/home/package/5`);
    expect(mail.html).not.toContain(`cid:${PHOTO_CID}`);
    expect(mail.attachments?.map((file) => file.cid)).toEqual([LOGO_CID]);
  });

  it('carries the one-click unsubscribe of its kind, in the headers and in the footer', () => {
    const mail = renderNoticeMail(facts('INVOICE_ISSUED', 'es'), SETTINGS);
    const header = mail.headers?.['List-Unsubscribe'];
    expect(header).toMatch(new RegExp(`^<${PUBLIC_URL}${UNSUBSCRIBE_PATH}/[^>]+>$`));
    expect(mail.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    const url = header!.slice(1, -1);
    expect(readUnsubscribeToken(MEDIA_SECRET, url.split('/').at(-1)!)).toEqual({ clientId: 7, kind: 'INVOICE_ISSUED' });
    expect(mail.text).toContain(`Dejar de recibir e-mails sobre las facturas emitidas: ${url}`);
    expect(mail.html).toContain(`href="${url}"`);
  });

  it.each([
    ['SHIPMENT_STATUS', 'es', 'Tu envío CAS-SHIP-9 llegó a aduana', '/home/my-shipments/9', 'Nota: Retenido'],
    ['SHIPMENT_STATUS', 'en', 'Your shipment CAS-SHIP-9 reached customs', '/home/my-shipments/9', 'Note: Retenido'],
    ['INVOICE_ISSUED', 'es', 'Tu factura FAC-2026-0011 por 1.217,00 US$ está lista para pagar', '/home/invoice/11', '1.217,00 US$'],
    ['INVOICE_ISSUED', 'en', 'Your invoice FAC-2026-0011 for US$ 1,217.00 is ready to pay', '/home/invoice/11', 'US$ 1,217.00'],
    // Its shipment cancelled before any payment was approved (docs/product.md#lifecycles).
    ['INVOICE_VOID', 'es', 'Anulamos tu factura FAC-2026-0011: no debes nada por ella', '/home/invoice/11', 'porque el envío CAS-SHIP-9 fue cancelado'],
    ['INVOICE_VOID', 'en', 'We voided your invoice FAC-2026-0011: you owe nothing on it', '/home/invoice/11', 'because shipment CAS-SHIP-9 was cancelled'],
    ['PAYMENT_APPROVED', 'es', 'Aprobamos tu pago de la factura FAC-2026-0011', '/home/invoice/11?tab=payments', 'aprobamos'],
    ['PAYMENT_REJECTED', 'en', 'We could not approve your payment of invoice FAC-2026-0011', '/home/invoice/11?tab=payments', 'Note: Retenido'],
    ['STORAGE_ENDING', 'es', 'El almacenaje gratis de tu paquete 1ZTRACK termina el 30/11/2026', '/home/package/5', 'termina el 30/11/2026'],
    ['STORAGE_ENDING', 'en', 'Free storage of your package 1ZTRACK ends on 11/30/2026', '/home/package/5', 'ends on 11/30/2026'],
  ] as const)('tells of %s in %s', (kind, language, subject, path, words) => {
    const data = { status: 'IN_CUSTOMS' as const, note: 'Retenido <b>para</b> inspección', free_until: '2026-11-30' };
    const mail = renderNoticeMail(facts(kind, language, { data }), SETTINGS);
    expect(mail.subject).toBe(subject);
    expect(mail.text).toContain(words);
    expect(mail.text).toContain(`${PUBLIC_URL}${path}`);
    expect(mail.html).toContain(`href="${PUBLIC_URL}${path}"`);
    expect(`${mail.text}${mail.html}`).not.toMatch(TIME);
    expect(`${mail.text}${mail.html}`).not.toContain('undefined');
    // What the company wrote is text in the HTML part, never markup.
    expect(mail.html).not.toContain('<b>para</b>');
  });

  it.each([
    ['es', 'Corregimos el estado de tu envío CAS-SHIP-9', 'ahora es En aduana'],
    ['en', 'We corrected the status of your shipment CAS-SHIP-9', 'it is now In customs'],
  ] as const)('tells of a corrected status once, as corrected, in %s (docs/product.md#corrections)', (language, subject, words) => {
    const mail = renderNoticeMail(facts('SHIPMENT_STATUS', language, { data: { status: 'IN_CUSTOMS', corrected: true } }), SETTINGS);
    expect(mail.subject).toBe(subject);
    expect(mail.text).toContain(words);
    expect(mail.text).toContain(`${PUBLIC_URL}/home/my-shipments/`);
  });

  it('links to the portal’s own pages', () => {
    expect(portalPaths.packageDetail(5)).toBe(paths.packageDetail(5));
    expect(portalPaths.shipmentDetail(5)).toBe(paths.shipmentDetail(5));
    expect(portalPaths.invoiceDetail(5)).toBe(paths.invoiceDetail(5));
    expect(portalPaths.invoicePayments(5)).toBe(paths.invoicePayments(5));
    expect(portalPaths.paymentMethod(5)).toBe(paths.paymentMethod(5));
    expect(portalPaths.packages).toBe(paths.packages);
  });

  it('has words for every kind in both languages', () => {
    for (const kind of NOTICE_KINDS) {
      for (const language of ['es', 'en'] as const) {
        const mail = renderNoticeMail(facts(kind, language, { data: { status: 'DELIVERED', free_until: '2026-12-01' } }), SETTINGS);
        expect(mail.subject.length).toBeGreaterThan(5);
        expect(mail.text).not.toContain('undefined');
      }
    }
  });
});

describe('the outbox', () => {
  let mailer: ReturnType<typeof fakeMailer>;
  let logged: ReturnType<typeof captureLog>;
  let deps: Deps;
  const pass = () => sendDueNoticeMails(deps);

  beforeEach(async () => {
    // Each test starts from an outbox with nothing due: what earlier tests queued counts as sent.
    await t.db.update(noticeMails).set({ sent_at: t.clock.now() }).where(and(isNull(noticeMails.sent_at), isNull(noticeMails.failed_at)));
    mailer = fakeMailer();
    logged = captureLog();
    deps = { ...t.deps, mail: mailer, publicUrl: PUBLIC_URL, log: logged.log };
  });

  it('sends a received package’s mail once its first photo is in, the photo inline from the store', async () => {
    const packageId = await receive();
    expect(await pass()).toEqual({ sent: 0, retried: 0, failed: 0 });
    const photo = jpegFile();
    expect((await asWarehouse(`/api/warehouse/packages/${packageId}/photos`, { body: form({}, photo, 'photo') })).status).toBe(201);

    expect(await pass()).toEqual({ sent: 1, retried: 0, failed: 0 });
    const [mail] = mailer.sent;
    expect(mail!.to).toBe(DEMO);
    expect(mail!.subject).toMatch(/^Recibimos tu paquete 1ZMAIL/);
    expect(mail!.attachments).toEqual([
      expect.objectContaining({ cid: LOGO_CID }),
      expect.objectContaining({ contentType: 'image/jpeg', cid: PHOTO_CID, content: Buffer.from(photo.data) }),
    ]);
    expect(mail!.html).toContain(`cid:${PHOTO_CID}`);
    const row = await mailOf((await noticeOfPackage(packageId)).id);
    expect(row).toMatchObject({ attempts: 1, last_error: null, failed_at: null });
    expect(row!.sent_at).not.toBeNull();

    // Sent is sent: the next passes find nothing.
    expect(await pass()).toEqual({ sent: 0, retried: 0, failed: 0 });
    expect(mailer.sent).toHaveLength(1);
  });

  it('sends a package without a photo after the wait, in the customer’s language', async () => {
    const other = await clientIdOf(t.db, OTHER);
    await t.db.update(clients).set({ language: 'en' }).where(eq(clients.id, other));
    const [locker] = await t.db.select({ locker: clients.locker }).from(clients).where(eq(clients.id, other));
    const res = await asWarehouse('/api/warehouse/packages', {
      json: { locker: locker!.locker, tracking: `1ZEN${Date.now()}`, us_courier_id: courier, weight_kg: 1, length_cm: 10, width_cm: 10, height_cm: 10 },
    });
    expect(res.status).toBe(201);
    expect(await pass()).toMatchObject({ sent: 0 });
    t.clock.advance(NOTICE_MAIL_PHOTO_WAIT_MS / 60_000);
    expect(await pass()).toMatchObject({ sent: 1 });
    expect(mailer.sent[0]).toMatchObject({ to: OTHER, subject: expect.stringMatching(/^We received your package 1ZEN/) });
    expect(mailer.sent[0]!.attachments?.map((file) => file.cid)).toEqual([LOGO_CID]);
  });

  it('sends the mail without a photo the store cannot give, and says so', async () => {
    const packageId = await receive();
    expect((await asWarehouse(`/api/warehouse/packages/${packageId}/photos`, { body: form({}, jpegFile(), 'photo') })).status).toBe(201);
    const broken = { ...t.deps.store, get: async () => ({ size: 10, body: Readable.from((async function* () { yield Buffer.from([1]); throw new Error('the bucket is away'); })()) }) };
    deps = { ...deps, store: broken };
    expect(await pass()).toMatchObject({ sent: 1 });
    expect(mailer.sent[0]!.attachments?.map((file) => file.cid)).toEqual([LOGO_CID]);
    expect(logged.lines.some((line) => line.level === 'warn' && /photo could not be read/.test(line.msg))).toBe(true);
  });

  it('retries a failed send after its backoff, logs it, and gives up after the last try', async () => {
    const shipment = await onTheRoad();
    expect((await asWarehouse(`/api/warehouse/shipments/${shipment.id}/events`, { json: { status: shipment.next } })).status).toBe(201);
    const [notice] = await t.db.select().from(notices).where(eq(notices.shipment_id, shipment.id)).orderBy(sql`${notices.id} desc`).limit(1);
    mailer.failing = true;

    for (let attempt = 1; attempt < NOTICE_MAIL_TRIES; attempt++) {
      expect(await pass()).toEqual({ sent: 0, retried: 1, failed: 0 });
      const row = await mailOf(notice!.id);
      expect(row).toMatchObject({ attempts: attempt, last_error: '421 the relay is away', sent_at: null, failed_at: null });
      // Not before its backoff.
      expect(await pass()).toEqual({ sent: 0, retried: 0, failed: 0 });
      t.clock.advance(NOTICE_MAIL_BACKOFF_MS[attempt - 1]! / 60_000);
    }
    expect(await pass()).toEqual({ sent: 0, retried: 0, failed: 1 });
    expect(await mailOf(notice!.id)).toMatchObject({ attempts: NOTICE_MAIL_TRIES, failed_at: expect.any(Date), sent_at: null });
    const levels = logged.lines.filter((line) => line.noticeId === notice!.id).map((line) => line.level);
    expect(levels).toEqual([...Array<string>(NOTICE_MAIL_TRIES - 1).fill('warn'), 'error']);

    // Given up is given up, even once the relay is back.
    mailer.failing = false;
    t.clock.advance(24 * 60);
    expect(await pass()).toEqual({ sent: 0, retried: 0, failed: 0 });
  });

  it('sends each mail once when two passes run at once', async () => {
    for (let i = 0; i < 3; i++) {
      const packageId = await receive();
      expect((await asWarehouse(`/api/warehouse/packages/${packageId}/photos`, { body: form({}, jpegFile(), 'photo') })).status).toBe(201);
    }
    const [a, b] = await Promise.all([pass(), pass()]);
    expect(a.sent + b.sent).toBe(3);
    expect(mailer.sent).toHaveLength(3);
    expect(new Set(mailer.sent.map((mail) => mail.subject)).size).toBe(3);
  });
});

describe('the nudge', () => {
  it('asks for the mails once an event committed, and not for a refused one', async () => {
    const sendNoticeMails = vi.fn();
    const app = createApp({ ...t.deps, sendNoticeMails });
    const post = (json: unknown) =>
      checkedRequest(app, '/api/warehouse/packages', { method: 'POST', headers: { Authorization: `Bearer ${KEY}`, 'Content-Type': 'application/json' }, body: JSON.stringify(json) });
    expect((await post({ locker: 'CAS-99999' })).status).toBe(422);
    expect(sendNoticeMails).not.toHaveBeenCalled();
    const res = await post({ locker: 'CAS-10001', tracking: `1ZNUDGE${Date.now()}`, us_courier_id: courier, weight_kg: 1, length_cm: 10, width_cm: 10, height_cm: 10 });
    expect(res.status).toBe(201);
    expect(sendNoticeMails).toHaveBeenCalledTimes(1);
  });

  it('sends what is due on a kick, each mail once however many kicks, and nothing once stopped', async () => {
    await t.db.update(noticeMails).set({ sent_at: t.clock.now() }).where(and(isNull(noticeMails.sent_at), isNull(noticeMails.failed_at)));
    const mailer = fakeMailer();
    const sender = noticeMailSender({ ...t.deps, mail: mailer }, captureLog().log);
    await t.db.transaction((tx) => addNotice(tx, { client_id: demoClient, kind: 'INVOICE_ISSUED', created_at: t.clock.now() }));
    sender.kick();
    sender.kick();
    await sender.pass();
    expect(mailer.sent).toHaveLength(1);

    await sender.stop();
    await t.db.transaction((tx) => addNotice(tx, { client_id: demoClient, kind: 'INVOICE_ISSUED', created_at: t.clock.now() }));
    sender.kick();
    await sender.pass();
    expect(mailer.sent).toHaveLength(1);
  });
});
