// The notice e-mails leave as a customer can follow them (docs/product.md#notices): in the order
// their events happened (a package's "received", waiting for its photo, holds back its customer's
// later "delivered"), once each however many servers send at once, a day's "free storage ends"
// as one e-mail; and each tells the facts of its record as the database holds them.
import { setTimeout as sleep } from 'node:timers/promises';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Deps } from '../../server/foundation/deps.ts';
import { clients, noticeMails, notices, packages } from '../../server/db/schema.ts';
import { addNotice } from '../../server/domain/notices.ts';
import { freeStorageDaysOf } from '../../server/rules/free-storage.ts';
import { addStorageEndingNotices } from '../../server/domain/storage-ending.ts';
import type { Mailer, OutgoingMail } from '../../server/foundation/mailer.ts';
import { NOTICE_MAIL_BACKOFF_MS, NOTICE_MAIL_BATCH, NOTICE_MAIL_PHOTO_WAIT_MS, sendDueNoticeMails } from '../../server/mail/notice-outbox.ts';
import { DAY_MS, MINUTE_MS } from '../../server/clock.ts';
import { silentLog } from './support/log-capture.ts';
import { clientIdOf } from './support/ownership.ts';
import { useLifecycleApp } from './support/shipments.ts';
import { form, jpegFile } from './support/uploads.ts';
import { DEMO, OTHER } from './support/users.ts';

const KEY = 'warehouse-key-mail-order';
const app = useLifecycleApp(KEY);
const { t } = app;

/** A mailer that keeps what it is given, taking `delayMs` per mail (an SMTP round trip), failing those `fails` picks. */
function slowMailer(delayMs = 0, fails: (mail: OutgoingMail) => boolean = () => false) {
  const sent: OutgoingMail[] = [];
  const mailer: Mailer = {
    kind: 'smtp',
    async send(mail) {
      await sleep(delayMs);
      if (fails(mail)) throw new Error('421 the relay is away');
      sent.push(mail);
    },
  };
  return { mailer, sent };
}

let other = { id: 0, locker: '' };
let seq = 0;
beforeAll(async () => {
  const id = await clientIdOf(t.db, OTHER);
  const [row] = await t.db.select({ locker: clients.locker }).from(clients).where(eq(clients.id, id));
  other = { id, locker: row!.locker };
});

// Each test starts from an outbox with nothing waiting: what earlier tests queued counts as sent.
beforeEach(() => t.db.update(noticeMails).set({ sent_at: t.clock.now() }).where(and(isNull(noticeMails.sent_at), isNull(noticeMails.failed_at))));

const depsWith = (mailer: Mailer): Deps => ({ ...t.deps, mail: mailer, log: silentLog() });
const to = (sent: OutgoingMail[], email: string) => sent.filter((mail) => mail.to === email);

describe('a customer’s e-mails leave in the order their events happened', () => {
  it('a package’s "received", waiting for its photo, holds back the customer’s later "delivered"', async () => {
    const shipment = await app.shipmentIn('OUT_FOR_DELIVERY');
    await t.db.update(noticeMails).set({ sent_at: t.clock.now() }).where(isNull(noticeMails.sent_at));
    const { mailer, sent } = slowMailer();
    await app.receive();
    await app.result(await app.report(shipment.id, 'DELIVERED'));

    expect(await sendDueNoticeMails(depsWith(mailer))).toEqual({ sent: 0, retried: 0, failed: 0 });
    t.clock.advance(NOTICE_MAIL_PHOTO_WAIT_MS / MINUTE_MS);
    expect(await sendDueNoticeMails(depsWith(mailer))).toEqual({ sent: 2, retried: 0, failed: 0 });
    expect(sent.map((mail) => mail.subject)).toEqual([expect.stringMatching(/^Recibimos tu paquete 1ZLIFE/), expect.stringMatching(/ fue entregado$/)]);
  });

  it('an earlier mail waiting to be tried again holds back its customer’s later ones, not another customer’s', async () => {
    const now = () => t.clock.now();
    const demo = app.ids.client;
    for (const [client, note] of [[demo, 'first'], [demo, 'second'], [other.id, 'another customer']] as const) {
      await t.db.transaction((tx) => addNotice(tx, { client_id: client, kind: 'PAYMENT_REJECTED', data: { note }, created_at: now() }));
      t.clock.advance(1 / 60);
    }
    let relayAway = true;
    const { mailer, sent } = slowMailer(0, (mail) => relayAway && mail.text.includes('Nota: first'));

    expect(await sendDueNoticeMails(depsWith(mailer))).toEqual({ sent: 1, retried: 1, failed: 0 });
    expect(sent.map((mail) => mail.to)).toEqual([OTHER]);
    relayAway = false;
    t.clock.advance(NOTICE_MAIL_BACKOFF_MS[0]! / MINUTE_MS);
    expect(await sendDueNoticeMails(depsWith(mailer))).toEqual({ sent: 2, retried: 0, failed: 0 });
    expect(to(sent, DEMO).map((mail) => /Nota: (\w+)/.exec(mail.text)?.[1])).toEqual(['first', 'second']);
  });

  it('two servers sending at once never send a mail twice, nor a customer’s out of order', async () => {
    // More than two batches, two customers' interleaved, each send taking a little while.
    const count = NOTICE_MAIL_BATCH + 5;
    for (let i = 0; i < count; i++) {
      for (const client of [app.ids.client, other.id]) {
        await t.db.transaction((tx) => addNotice(tx, { client_id: client, kind: 'PAYMENT_REJECTED', data: { note: `n${i}` }, created_at: t.clock.now() }));
      }
      t.clock.advance(1 / 60);
    }
    const { mailer, sent } = slowMailer(3);
    const [first, second] = await Promise.all([sendDueNoticeMails(depsWith(mailer)), sendDueNoticeMails(depsWith(mailer))]);

    expect(first.sent + second.sent).toBe(2 * count);
    const inOrder = Array.from({ length: count }, (_, i) => `n${i}`);
    for (const email of [DEMO, OTHER]) expect(to(sent, email).map((mail) => /Nota: (n\d+)/.exec(mail.text)?.[1])).toEqual(inOrder);
  });
});

describe('a day’s "free storage ends" of one customer are one e-mail', () => {
  /** Packages received in the other customer's locker, made to end their free storage `daysLeft` days after the clock's day. */
  async function endingIn(daysLeft: number, howMany: number): Promise<number[]> {
    const ids: number[] = [];
    for (let i = 0; i < howMany; i++) {
      const res = await app.asWarehouse('/api/warehouse/packages', {
        json: { locker: other.locker, tracking: `1ZDAY${Date.now()}${seq++}`, us_courier_id: app.ids.courier, content: `Caja ${i + 1}`, weight_kg: 1, length_cm: 10, width_cm: 10, height_cm: 10 },
      });
      expect(res.status).toBe(201);
      ids.push(((await res.json()) as { data: { id: number } }).data.id);
    }
    const receivedOn = new Date(t.clock.now().getTime() + (daysLeft - freeStorageDaysOf(t.deps)) * DAY_MS).toISOString().slice(0, 10);
    await t.db.update(packages).set({ received_on: receivedOn }).where(inArray(packages.id, ids));
    return ids;
  }

  beforeEach(async () => {
    // The other customer's own packages stay out of the check's three days: only the test's end.
    await t.db.update(packages).set({ received_on: t.clock.now().toISOString().slice(0, 10) }).where(and(eq(packages.client_id, other.id), eq(packages.status, 'IN_WAREHOUSE')));
  });

  const endingNotices = (ids: number[]) => t.db.select({ id: notices.id }).from(notices).where(and(eq(notices.kind, 'STORAGE_ENDING'), inArray(notices.package_id, ids)));

  it('13 of one day: one e-mail listing the 13; the portal keeps a notice per package', async () => {
    const ids = await endingIn(1, 13);
    await t.db.update(noticeMails).set({ sent_at: t.clock.now() }).where(isNull(noticeMails.sent_at));
    await addStorageEndingNotices(t.db, t.clock.now(), freeStorageDaysOf(t.deps));
    const { mailer, sent } = slowMailer();
    await sendDueNoticeMails(depsWith(mailer));

    const mails = to(sent, OTHER);
    expect(mails).toHaveLength(1);
    const trackings = await t.db.select({ tracking: packages.tracking }).from(packages).where(inArray(packages.id, ids));
    for (const { tracking } of trackings) expect(mails[0]!.text).toContain(tracking);
    expect(mails[0]!.subject).toMatch(/^El almacenaje gratis de 13 de tus paquetes termina pronto/);
    const made = await endingNotices(ids);
    expect(made).toHaveLength(13);
    const rows = await t.db.select().from(noticeMails).where(inArray(noticeMails.notice_id, made.map((notice) => notice.id)));
    expect(rows.filter((row) => row.sent_at !== null)).toHaveLength(13);
    // Sent is sent: nothing of them goes again.
    await sendDueNoticeMails(depsWith(mailer));
    expect(to(sent, OTHER)).toHaveLength(1);
  });

  it('two days’ in the outbox at once: two e-mails, each day’s own packages, the earlier first', async () => {
    const today = await endingIn(1, 3);
    const tomorrow = await endingIn(4, 2);
    await t.db.update(noticeMails).set({ sent_at: t.clock.now() }).where(isNull(noticeMails.sent_at));
    await addStorageEndingNotices(t.db, t.clock.now(), freeStorageDaysOf(t.deps));
    await addStorageEndingNotices(t.db, new Date(t.clock.now().getTime() + DAY_MS), freeStorageDaysOf(t.deps));
    expect(await endingNotices([...today, ...tomorrow])).toHaveLength(5);
    t.clock.advance(DAY_MS / MINUTE_MS);
    const { mailer, sent } = slowMailer();
    await sendDueNoticeMails(depsWith(mailer));

    const mails = to(sent, OTHER);
    expect(mails.map((mail) => mail.subject)).toEqual([
      expect.stringMatching(/^El almacenaje gratis de 3 de tus paquetes/),
      expect.stringMatching(/^El almacenaje gratis de 2 de tus paquetes/),
    ]);
    const tracked = async (ids: number[]) => (await t.db.select({ tracking: packages.tracking }).from(packages).where(inArray(packages.id, ids))).map((row) => row.tracking);
    for (const tracking of await tracked(today)) expect(mails[0]!.text).toContain(tracking);
    for (const tracking of await tracked(tomorrow)) expect(mails[1]!.text).toContain(tracking);
  });

  it('one alone is the e-mail of its package', async () => {
    const [id] = await endingIn(2, 1);
    await t.db.update(noticeMails).set({ sent_at: t.clock.now() }).where(isNull(noticeMails.sent_at));
    await addStorageEndingNotices(t.db, t.clock.now(), freeStorageDaysOf(t.deps));
    const { mailer, sent } = slowMailer();
    await sendDueNoticeMails(depsWith(mailer));
    const [tracking] = await t.db.select({ tracking: packages.tracking }).from(packages).where(eq(packages.id, id!));
    expect(to(sent, OTHER).map((mail) => mail.subject)).toEqual([expect.stringMatching(new RegExp(`^El almacenaje gratis de tu paquete ${tracking!.tracking} termina el `))]);
    expect(to(sent, OTHER)[0]!.text).toContain('Contenido: Caja 1');
  });
});

describe('each e-mail tells its record’s facts', () => {
  it('a received package: its store, content, weight and how many photos', async () => {
    const res = await app.asWarehouse('/api/warehouse/packages', {
      json: { locker: app.ids.locker, tracking: `1ZFACT${Date.now()}`, us_courier_id: app.ids.courier, provider: 'Amazon', content: 'Audífonos', weight_kg: 1, length_cm: 10, width_cm: 10, height_cm: 10 },
    });
    const packageId = ((await res.json()) as { data: { id: number } }).data.id;
    for (let i = 0; i < 2; i++) expect((await app.asWarehouse(`/api/warehouse/packages/${packageId}/photos`, { body: form({}, jpegFile(), 'photo') })).status).toBe(201);
    const { mailer, sent } = slowMailer();
    await sendDueNoticeMails(depsWith(mailer));
    const [mail] = to(sent, DEMO);
    for (const fact of ['Tienda: Amazon', 'Contenido: Audífonos', 'Peso: 1\u00a0kg (2,2\u00a0lb)', 'Fotos: 2 fotos']) expect(mail!.text).toContain(fact);
  });

  it('a shipment: its packages, destination and recipient’s city; its invoice: lines, total, pay button', async () => {
    const shipment = await app.shipmentIn('IN_TRANSIT', { packages: 2 });
    await t.db.update(noticeMails).set({ sent_at: t.clock.now() }).where(isNull(noticeMails.sent_at));
    await app.result(await app.report(shipment.id, 'IN_CUSTOMS'));
    await app.issueInvoice(shipment.id, 80);
    const { mailer, sent } = slowMailer();
    await sendDueNoticeMails(depsWith(mailer));

    const detail = await app.shipment(shipment.id);
    const [status, invoice] = to(sent, DEMO);
    expect(status!.subject).toBe(`Tu envío ${detail.tracking} llegó a aduana`);
    expect(status!.text).toContain(`Destino: ${detail.destination}`);
    expect(status!.text).toContain(`Destinatario: ${detail.recipient.name} ${detail.recipient.last_name}, ${detail.recipient.city.name.es}`);
    expect(status!.text).toContain('Paquetes: 2 paquetes');
    const trackings = await t.db.select({ tracking: packages.tracking }).from(packages).where(inArray(packages.id, shipment.packages));
    for (const { tracking } of trackings) expect(status!.text).toContain(tracking);

    expect(invoice!.subject).toMatch(/^Tu factura .+ por 80,00 US\$ está lista para pagar$/);
    expect(invoice!.text).toContain('Flete aéreo (1 × 80,00 US$) · 80,00 US$');
    expect(invoice!.text).toMatch(/Pagar antes del: \d{2}\/\d{2}\/\d{4}/);
    expect(invoice!.text).toMatch(/Pagar la factura: .+\/home\/invoice\/payment-method\/\d+/);
  });
});

