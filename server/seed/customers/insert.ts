// Writes one built customer into the database, resolving local keys into the ids just inserted.
import type { Db } from '../../db/open.ts';
import {
  clients, invoiceItems, invoices, media, notices, packageEvents, packages, payments, preAlerts, recipients,
  shipmentEvents, shipmentItems, shipments, users,
} from '../../db/schema.ts';
import { batches } from '../lib/batch.ts';
import type { Refs } from '../reference.ts';
import type { CustomerPlan, MediaOwner } from './plan.ts';

function idOf(map: Map<string, number>, key: string, what: string): number {
  const id = map.get(key);
  if (id === undefined) throw new Error(`seed: no ${what} ${key}`);
  return id;
}

/** Zips rows returned by INSERT … RETURNING with the plans they came from (PostgreSQL keeps VALUES order). */
function keyed<T extends { key: string }>(plans: readonly T[], rows: readonly { id: number }[], what: string) {
  if (plans.length !== rows.length) throw new Error(`seed: ${what}: ${rows.length} rows for ${plans.length} plans`);
  return new Map(plans.map((p, i) => [p.key, rows[i]?.id ?? 0]));
}

export async function insertCustomer(db: Db, plan: CustomerPlan, passwordHash: string, refs: Refs): Promise<void> {
  const [user] = await db.insert(users)
    .values({ email: plan.email, password_hash: passwordHash, created_at: plan.created_at })
    .returning({ id: users.id });
  if (!user || !plan.client) return;

  const { country, state, city, ...clientFields } = plan.client;
  const [client] = await db.insert(clients)
    .values({ ...clientFields, type: 'PERSON', user_id: user.id, ...refs.place(country, state, city) })
    .returning({ id: clients.id });
  if (!client) throw new Error('seed: client not inserted');
  const client_id = client.id;

  const recipientRows = plan.recipients.length
    ? await db.insert(recipients).values(plan.recipients.map(({ key: _key, country: c, state: s, city: ci, ...r }) => ({
        ...r, client_id, type: 'PERSON', ...refs.place(c, s, ci),
      }))).returning({ id: recipients.id })
    : [];
  const recipientId = keyed(plan.recipients, recipientRows, 'recipients');

  const shipmentRows = plan.shipments.length
    ? await db.insert(shipments).values(plan.shipments.map((s) => ({
        client_id,
        tracking: s.tracking,
        recipient_id: idOf(recipientId, s.recipientKey, 'recipient'),
        shipment_type: s.shipment_type,
        repack: s.repack,
        status: s.status,
        departure_at: s.departure_at,
        destination: s.destination,
        delivery_address: s.delivery_address,
        payment_method_id: s.paymentMethodKey ? refs.paymentMethod(s.paymentMethodKey) : null,
        created_at: s.created_at,
      }))).returning({ id: shipments.id })
    : [];
  const shipmentId = keyed(plan.shipments, shipmentRows, 'shipments');

  const packageRows = plan.packages.length
    ? await db.insert(packages).values(plan.packages.map((p) => ({
        client_id,
        content: p.content,
        us_courier_id: refs.courier(p.courier),
        provider: p.provider,
        tracking: p.tracking,
        warehouse_id: refs.warehouseId,
        status: p.status,
        destination: p.destination,
        cost: p.cost,
        length_cm: p.length_cm,
        width_cm: p.width_cm,
        height_cm: p.height_cm,
        weight_lb: p.weight_lb,
        description: p.description,
        received_on: p.received_on,
        shipment_id: p.shipmentKey ? idOf(shipmentId, p.shipmentKey, 'shipment') : null,
        created_at: p.created_at,
      }))).returning({ id: packages.id })
    : [];
  const packageId = keyed(plan.packages, packageRows, 'packages');

  const eventValues = plan.packages.flatMap((p) =>
    p.events.map((e) => ({ package_id: idOf(packageId, p.key, 'package'), key: e.key, created_at: e.created_at })));
  for (const batch of batches(eventValues)) await db.insert(packageEvents).values(batch);

  const preAlertRows = plan.preAlerts.length
    ? await db.insert(preAlerts).values(plan.preAlerts.map((p) => ({
        client_id,
        us_courier_id: refs.courier(p.courier),
        tracking: p.tracking,
        provider: p.provider,
        cost: p.cost,
        content: p.content,
        arriving_at: p.arriving_at,
        recipient: p.recipient,
        warehouse_id: refs.warehouseId,
        status: p.status,
        created_at: p.created_at,
      }))).returning({ id: preAlerts.id })
    : [];
  const preAlertId = keyed(plan.preAlerts, preAlertRows, 'pre-alerts');

  const shipmentEventValues = plan.shipments.flatMap((s) =>
    s.events.map((e) => ({ shipment_id: idOf(shipmentId, s.key, 'shipment'), key: e.key, occurred_at: e.created_at, created_at: e.created_at })));
  for (const batch of batches(shipmentEventValues)) await db.insert(shipmentEvents).values(batch);

  const itemValues = plan.shipments.flatMap((s) => s.items.map(({ packageKey, ...item }) => ({
    ...item,
    shipment_id: idOf(shipmentId, s.key, 'shipment'),
    package_id: packageKey ? idOf(packageId, packageKey, 'package') : null,
  })));
  for (const batch of batches(itemValues)) await db.insert(shipmentItems).values(batch);

  const invoiceRows = plan.invoices.length
    ? await db.insert(invoices).values(plan.invoices.map((inv) => ({
        client_id,
        shipment_id: inv.shipmentKey ? idOf(shipmentId, inv.shipmentKey, 'shipment') : null,
        friendly_name: inv.friendly_name,
        bill_to_name: inv.bill_to_name,
        status: inv.status,
        paid_at: inv.paid_at,
        created_at: inv.created_at,
      }))).returning({ id: invoices.id })
    : [];
  const invoiceId = keyed(plan.invoices, invoiceRows, 'invoices');

  const invoiceItemValues = plan.invoices.flatMap((inv) =>
    inv.items.map((item) => ({ ...item, invoice_id: idOf(invoiceId, inv.key, 'invoice') })));
  for (const batch of batches(invoiceItemValues)) await db.insert(invoiceItems).values(batch);

  const paymentPlans = plan.invoices.flatMap((inv) => inv.payments.map((p) => ({ ...p, invoiceKey: inv.key })));
  const paymentRows = paymentPlans.length
    ? await db.insert(payments).values(paymentPlans.map((p) => ({
        invoice_id: idOf(invoiceId, p.invoiceKey, 'invoice'),
        payment_method_id: refs.paymentMethod(p.methodKey),
        amount: p.amount,
        recharge_percent: p.recharge_percent,
        reference: p.reference,
        payment_status: p.payment_status,
        paid_at: p.paid_at,
        created_at: p.created_at,
      }))).returning({ id: payments.id })
    : [];
  const paymentId = keyed(paymentPlans, paymentRows, 'payments');

  const key = (map: Map<string, number>, k: string | null, what: string) => (k === null ? null : idOf(map, k, what));
  const noticeValues = plan.notices.map(({ packageKey, shipmentKey, invoiceKey, paymentKey, ...n }) => ({
    ...n,
    client_id,
    package_id: key(packageId, packageKey, 'package'),
    shipment_id: key(shipmentId, shipmentKey, 'shipment'),
    invoice_id: key(invoiceId, invoiceKey, 'invoice'),
    payment_id: key(paymentId, paymentKey, 'payment'),
  }));
  for (const batch of batches(noticeValues)) await db.insert(notices).values(batch);

  const owners: Record<MediaOwner, Map<string, number>> = {
    package: packageId,
    pre_alert: preAlertId,
    shipment: shipmentId,
    invoice: invoiceId,
    payment: paymentId,
    profile: new Map(),
  };
  const mediaValues = plan.files.map((f) => ({
    client_id,
    owner_type: f.owner,
    owner_id: idOf(owners[f.owner], f.ownerKey, f.owner),
    storage_name: f.storage_name,
    name: f.name,
    mime_type: f.mime_type,
    size: f.data.length,
    created_at: f.created_at,
  }));
  for (const batch of batches(mediaValues)) await db.insert(media).values(batch);
}
