// Demo mode only: hostile text and HTML written where only the company writes (FAQ, terms, a
// payment method, the warehouse, an agent, the portal's links, and a package, shipment and
// invoice of one customer),
// so a browser test can prove that the portal renders all of it inert. Global content is kept
// aside on the first write and put back by restoreContent.
import { and, asc, desc, eq, inArray, min } from 'drizzle-orm';
import { HOUR_MS, type Clock } from '../clock.ts';
import type { Db } from '../db/open.ts';
import {
  agents, appSettings, clients, faqs, invoiceItems, invoices, packageEvents, packages, paymentMethods, recipients, shipmentEvents,
  shipmentItems, shipments, siteTexts, usCouriers, warehouses,
} from '../db/schema.ts';
import { ApiError } from '../foundation/errors.ts';
import { TERMS_KEY } from '../routes/site.ts';

/** `text` goes where the portal shows plain text, `html` is appended to the HTML it renders. */
export type Hostile = { text: string; html: string };

export type HostileRecords = { package_id: number; shipment_id: number; invoice_id: number; payment_method_id: number; tracking: string };

/** What the global content was before the first hostile write, and the rows added to it. */
export type ContentSnapshot = {
  terms: { language: string; value: string }[];
  method: typeof paymentMethods.$inferSelect;
  warehouse: typeof warehouses.$inferSelect;
  settings: unknown;
  faqIds: number[];
  agentIds: number[];
};

async function first<T>(rows: Promise<T[]>, what: string): Promise<T> {
  const [row] = await rows;
  if (!row) throw new ApiError('FAILED_VALIDATION', { body: [`no ${what}`] });
  return row;
}

/** A link that runs script, and an image address that tries to break out of its attribute. */
const HOSTILE_URL = 'javascript:window.__xss=1';
const HOSTILE_IMAGE = 'x" onerror="window.__xss=1';

/** FAQ, terms, the first payment method, the warehouse, the links and an agent of `countryId`, made hostile. */
async function writeGlobal(db: Db, { text, html }: Hostile, countryId: number): Promise<ContentSnapshot> {
  const terms = await db.select({ language: siteTexts.language, value: siteTexts.value }).from(siteTexts).where(eq(siteTexts.key, TERMS_KEY));
  const method = await first(db.select().from(paymentMethods).orderBy(asc(paymentMethods.position), asc(paymentMethods.id)).limit(1), 'payment method');
  const warehouse = await first(db.select().from(warehouses).orderBy(asc(warehouses.id)).limit(1), 'warehouse');
  const settings = await first(db.select().from(appSettings).where(eq(appSettings.id, 1)), 'app settings');

  for (const { language, value } of terms) {
    await db.update(siteTexts).set({ value: value + html }).where(and(eq(siteTexts.key, TERMS_KEY), eq(siteTexts.language, language)));
  }
  await db
    .update(paymentMethods)
    .set({ name: text, description_es: method.description_es + html, description_en: method.description_en + html })
    .where(eq(paymentMethods.id, method.id));
  await db.update(warehouses).set({ name: text, address: `${text}\n${warehouse.address}` }).where(eq(warehouses.id, warehouse.id));
  const links = { supportUrl: HOSTILE_URL, calculatorUrl: HOSTILE_URL, moreServicesUrl: HOSTILE_URL, dashboardImageUrlWeb: HOSTILE_IMAGE };
  await db.update(appSettings).set({ data: { ...(settings.data as object), ...links, supportPhone: text } }).where(eq(appSettings.id, 1));

  // A first question in each language: the hostile text asks, the first answer's HTML plus the hostile HTML answers.
  const faqIds: number[] = [];
  for (const language of ['es', 'en']) {
    const [top] = await db.select({ position: min(faqs.position) }).from(faqs).where(eq(faqs.language, language));
    const [answer] = await db.select({ answer: faqs.answer }).from(faqs).where(eq(faqs.language, language)).orderBy(asc(faqs.position)).limit(1);
    const [added] = await db
      .insert(faqs)
      .values({ language, position: (top?.position ?? 1) - 1, question: text, answer: (answer?.answer ?? '') + html })
      .returning({ id: faqs.id });
    if (added) faqIds.push(added.id);
  }
  const agentIds = (
    await db.insert(agents).values({ country_id: countryId, name: text, city: text, phone: '+584121234567', address: text }).returning({ id: agents.id })
  ).map((row) => row.id);
  return { terms, method, warehouse, settings: settings.data, faqIds, agentIds };
}

/** Puts the global content back as it was before the first hostile write. */
export async function restoreContent(db: Db, snapshot: ContentSnapshot): Promise<void> {
  for (const { language, value } of snapshot.terms) {
    await db.update(siteTexts).set({ value }).where(and(eq(siteTexts.key, TERMS_KEY), eq(siteTexts.language, language)));
  }
  const { id: methodId, ...method } = snapshot.method;
  await db.update(paymentMethods).set(method).where(eq(paymentMethods.id, methodId));
  const { id: warehouseId, ...warehouse } = snapshot.warehouse;
  await db.update(warehouses).set(warehouse).where(eq(warehouses.id, warehouseId));
  await db.update(appSettings).set({ data: snapshot.settings }).where(eq(appSettings.id, 1));
  if (snapshot.faqIds.length) await db.delete(faqs).where(inArray(faqs.id, snapshot.faqIds));
  if (snapshot.agentIds.length) await db.delete(agents).where(inArray(agents.id, snapshot.agentIds));
}

/** A shipment of the customer to their newest recipient, with one hostile package, piece and invoice line. */
async function writeCustomer(db: Db, clock: Clock, { text }: Hostile, clientId: number, methodId: number, warehouseId: number): Promise<HostileRecords> {
  const now = clock.now();
  const earlier = (hours: number) => new Date(now.getTime() - hours * HOUR_MS);
  const recipient = await first(
    db.select({ id: recipients.id }).from(recipients).where(eq(recipients.client_id, clientId)).orderBy(desc(recipients.id)).limit(1),
    'recipient of the customer (add one through the API first)',
  );
  const courier = await first(db.select({ id: usCouriers.id }).from(usCouriers).orderBy(asc(usCouriers.id)).limit(1), 'courier');
  const tracking = `XSS${now.getTime()}${clientId}`;
  const shipment = await first(
    db
      .insert(shipments)
      .values({
        client_id: clientId,
        tracking,
        recipient_id: recipient.id,
        shipment_type: 'air',
        status: 'IN_TRANSIT',
        departure_at: earlier(2),
        destination: text,
        delivery_address: text,
        payment_method_id: methodId,
        created_at: earlier(3),
      })
      .returning({ id: shipments.id }),
    'shipment',
  );
  await db.insert(shipmentEvents).values({ shipment_id: shipment.id, key: 'IN_TRANSIT', occurred_at: earlier(2), created_at: earlier(2) });
  const measures = { length_cm: 30, width_cm: 20, height_cm: 10, weight_lb: 2 };
  const pkg = await first(
    db
      .insert(packages)
      .values({
        client_id: clientId,
        content: text,
        us_courier_id: courier.id,
        provider: text,
        tracking,
        warehouse_id: warehouseId,
        status: 'SHIPPED',
        destination: text,
        cost: 25,
        ...measures,
        description: text,
        received_on: earlier(48).toISOString().slice(0, 10),
        shipment_id: shipment.id,
        created_at: earlier(48),
      })
      .returning({ id: packages.id }),
    'package',
  );
  await db.insert(packageEvents).values({ package_id: pkg.id, key: 'SHIPPED', created_at: earlier(2) });
  await db.insert(shipmentItems).values({
    shipment_id: shipment.id,
    package_id: pkg.id,
    package_number: tracking,
    content: text,
    ...measures,
    item_type: 'BOX',
    declared_cost: 25,
    total_price: 18.5,
  });
  const invoice = await first(
    db
      .insert(invoices)
      .values({ client_id: clientId, shipment_id: shipment.id, friendly_name: tracking, bill_to_name: text, status: 'UNPAID', created_at: earlier(1) })
      .returning({ id: invoices.id }),
    'invoice',
  );
  await db.insert(invoiceItems).values({ invoice_id: invoice.id, description: text, quantity: 1, unit_price: 18.5 });
  return { package_id: pkg.id, shipment_id: shipment.id, invoice_id: invoice.id, payment_method_id: methodId, tracking };
}

/**
 * Writes the hostile content for the customer of `clientId` and the global tables. `kept` is the
 * snapshot of an earlier write: the global content is put back first, so writes never pile up.
 */
export async function writeHostileContent(
  db: Db,
  clock: Clock,
  hostile: Hostile,
  clientId: number,
  kept: ContentSnapshot | undefined,
): Promise<{ snapshot: ContentSnapshot; records: HostileRecords }> {
  if (kept) await restoreContent(db, kept);
  const client = await first(db.select({ country_id: clients.country_id }).from(clients).where(eq(clients.id, clientId)), 'client');
  const snapshot = await writeGlobal(db, hostile, client.country_id);
  const records = await writeCustomer(db, clock, hostile, clientId, snapshot.method.id, snapshot.warehouse.id);
  return { snapshot, records };
}
