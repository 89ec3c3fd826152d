// Turns a declarative CustomerSpec into rows (keyed by local names) and files, with consistent timelines:
// a package's history follows its shipment's, invoices add up to their items, payments to their invoices.
import { COUNTRIES } from '../data/geo.ts';
import { PAYMENT_METHODS } from '../data/payment-methods.ts';
import { airDepartures, oceanDepartures } from '../lib/departures.ts';
import { fromCents, lineCents, round2 } from '../lib/money.ts';
import type { Rng } from '../lib/random.ts';
import { slug, storageName } from '../lib/storage.ts';
import { addHours, calendarDate, HOUR, hoursAgo } from '../lib/time.ts';
import { trackingFor } from '../lib/trackings.ts';
import { boxPhotoVariant, receiptVariant } from '../files/pictures.ts';
import { casilleroInvoicePdf, orderNumber, storeInvoicePdf } from '../files/documents.ts';
import type { Rgb } from '../files/png.ts';
import { planNotices } from './notices.ts';
import type { CustomerPlan, EventPlan, FilePlan, InvoicePlan, ItemPlan, PaymentPlan, PreAlertPlan } from './plan.ts';
import type { PackageStatus } from '../../../src/api/contract/packages.ts';
import type { ShipmentStatus } from '../../../src/api/contract/shipments.ts';
import type {
  CustomerSpec, ExtraItemSpec, PaymentMethodKey, PaymentSpec, PreAlertSpec, ShipmentSpec,
} from './spec.ts';

/** Counters shared by all customers, so that shipment trackings and invoice numbers are unique. */
export type Numbering = { shipment: number; invoice: number };
export type BuildContext = { now: Date; rng: Rng; numbering: Numbering };

const AIR_RATE_PER_LB = 5;
const OCEAN_RATE_PER_FT3 = 25;
const HANDLING_PER_PIECE = 2.5;
const REPACK_FEE = 12;
const OCEAN_DELIVERY_FEE = 15;
const OCEAN_CUSTOMS_FEE = 10;
const LB_PER_KG = 2.20462;
const CM3_PER_FT3 = 28316.8466;

const SHIPMENT_FLOW: readonly ShipmentStatus[] = ['PENDING', 'RECEIVED', 'IN_TRANSIT', 'IN_CUSTOMS', 'OUT_FOR_DELIVERY', 'DELIVERED'];
/** Hours from each step of the flow to the next. */
const SHIPMENT_GAPS = { air: [20, 30, 28, 52, 9], ocean: [26, 96, 192, 144, 30] } as const;
const PACKAGE_SHIPMENT_FLOW = ['IN_PREPARATION', 'PENDING_CONFIRMATION', 'PENDING', 'SHIPPED', 'DELIVERED'] as const;
const PAYMENT_ACCENT: Record<PaymentMethodKey, Rgb> = {
  'zelle': [109, 30, 212],
  'bank-transfer': [29, 78, 216],
  'pago-movil': [0, 120, 90],
  'paypal': [0, 48, 135],
  'cash': [22, 101, 52],
};

const countryName = (iso: string) => {
  const c = COUNTRIES.find((x) => x.iso_code === iso);
  if (!c) throw new Error(`unknown country ${iso}`);
  return c.name_es;
};

function must<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`seed: missing ${what}`);
  return value;
}

/** Chargeable weight (lb) of an air piece: the greater of actual and volumetric (L×W×H/5000 kg), at least 1 lb. */
function airChargeableLb(dims: readonly [number, number, number], weight: number): number {
  const volumetricLb = ((dims[0] * dims[1] * dims[2]) / 5000) * LB_PER_KG;
  return round2(Math.max(1, weight, volumetricLb));
}
/** Cubic feet of an ocean piece, at least one. */
function oceanCubicFeet(dims: readonly [number, number, number]): number {
  return round2(Math.max(1, (dims[0] * dims[1] * dims[2]) / CM3_PER_FT3));
}

type CustomerDraft = { plan: CustomerPlan; pending: { created_at: Date; finish: (sequence: number) => void }[] };

function draftCustomer(spec: CustomerSpec, ctx: BuildContext): CustomerDraft {
  const { now, rng, numbering } = ctx;
  const files: FilePlan[] = [];
  const client = spec.client;
  const label = (s: string) => `${spec.email}/${s}`;
  const check = (at: Date, what: string) => {
    if (at.getTime() >= now.getTime()) throw new Error(`seed: ${what} would be in the future`);
    return at;
  };
  const checkOrder = (events: EventPlan[], what: string) => {
    events.forEach((e, i) => {
      check(e.created_at, `${what} ${e.key}`);
      const prev = events[i - 1];
      if (prev && prev.created_at.getTime() >= e.created_at.getTime()) throw new Error(`seed: ${what} events out of order at ${e.key}`);
    });
  };
  const minutes = () => rng.int(-25, 25) / 60;

  const createdAt = check(hoursAgo(now, client ? client.sinceHours : 3), 'account');
  const plan: CustomerPlan = {
    email: spec.email,
    password: spec.password,
    created_at: createdAt,
    client: client
      ? (() => {
          const { sinceHours: _since, ...fields } = client;
          return { ...fields, email: spec.email, terms_accepted_at: createdAt, created_at: addHours(createdAt, 0.2) };
        })()
      : null,
    recipients: spec.recipients.map((r, i) => ({ ...r, created_at: addHours(createdAt, 30 + i * 20) })),
    packages: [],
    preAlerts: [],
    shipments: [],
    invoices: [],
    notices: [],
    files,
  };
  if (!client && (spec.packages.length || spec.shipments.length || spec.preAlerts.length)) {
    throw new Error('seed: a user without a client cannot own resources');
  }
  const locker = client?.locker ?? '';
  const home = client ? `${client.city}, ${countryName(client.country)}` : '';
  const shipToName = client ? `${client.name} ${client.last_name} ${locker}` : '';

  // --- Shipments: status events, counted back from the latest one. ---
  type Built = { spec: ShipmentSpec; events: EventPlan<ShipmentStatus>[]; at: Map<string, Date> };
  const built = new Map<string, Built>();
  for (const s of spec.shipments) {
    const path: ShipmentStatus[] =
      s.status === 'CANCELLED' ? ['PENDING', 'CANCELLED'] : SHIPMENT_FLOW.slice(0, SHIPMENT_FLOW.indexOf(s.status) + 1);
    if (path.length === 0) throw new Error(`seed: bad shipment status ${s.status}`);
    const gaps = s.status === 'CANCELLED' ? [30] : SHIPMENT_GAPS[s.type];
    const times: Date[] = [hoursAgo(now, s.lastEventHours)];
    for (let i = path.length - 2; i >= 0; i--) {
      times.unshift(addHours(must(times[0], 'time'), -(must(gaps[i], 'gap') + minutes())));
    }
    const events = path.map((key, i) => ({ key, created_at: must(times[i], 'time') }));
    checkOrder(events, `shipment ${s.key}`);
    built.set(s.key, { spec: s, events, at: new Map(events.map((e) => [e.key, e.created_at])) });
  }
  const shipmentOf = (key: string) => must(built.get(key), `shipment ${key}`);
  const created = (key: string) => must(shipmentOf(key).events[0], 'event').created_at;

  // --- Pre-alerts and packages. ---
  const preAlertOf = (pkg: string) => spec.preAlerts.find((p) => p.package === pkg);
  const storeDocument = (provider: string, courier: string, tracking: string, at: Date,
    lines: readonly (readonly [string, number])[], kind: 'pdf' | 'png') => {
    const order = orderNumber(provider, rng);
    const doc = kind === 'pdf'
      ? { data: storeInvoicePdf({ provider, orderNumber: order, placedAt: addHours(at, -50), shipTo: shipToName, carrier: courier, tracking, lines }), mime: 'application/pdf', name: `factura-${slug(provider)}-${slug(order)}.pdf` }
      : { data: receiptVariant([35, 47, 62], rng.int(0, 2)), mime: 'image/png', name: `captura-pedido-${slug(provider)}.png` };
    return { ...doc, at };
  };

  for (const p of spec.packages) {
    const pre = preAlertOf(p.key);
    const tracking = trackingFor(p.courier, rng);
    const events: EventPlan<PackageStatus>[] = [];
    let receivedOn: string;
    let preAt: Date | undefined;
    if (p.status === 'PRE_ALERTED' || p.status === 'NEVER_ARRIVED') {
      preAt = hoursAgo(now, p.hours);
      events.push({ key: 'PRE_ALERTED', created_at: preAt });
      const expected = p.status === 'NEVER_ARRIVED'
        ? addHours(preAt, 4 * 24)
        : addHours(now, (pre?.arrivingInDays ?? 2) * 24);
      if (p.status === 'NEVER_ARRIVED') events.push({ key: 'NEVER_ARRIVED', created_at: addHours(preAt, 20 * 24 + 3) });
      receivedOn = calendarDate(expected);
    } else {
      const received = hoursAgo(now, p.hours);
      if (pre) {
        preAt = addHours(received, -(3 * 24 + 5));
        events.push({ key: 'PRE_ALERTED', created_at: preAt });
      }
      events.push({ key: 'RECEIVED', created_at: received });
      receivedOn = calendarDate(received);
      if (p.status !== 'RECEIVED') events.push({ key: 'IN_WAREHOUSE', created_at: addHours(received, 3) });
      if (p.status === 'CANCELLED') events.push({ key: 'CANCELLED', created_at: addHours(received, 4 * 24 + 2) });
      const flowIndex = PACKAGE_SHIPMENT_FLOW.indexOf(p.status as (typeof PACKAGE_SHIPMENT_FLOW)[number]);
      if (flowIndex >= 0) {
        const s = shipmentOf(must(p.shipment, `shipment of package ${p.key}`));
        const start = created(s.spec.key);
        const times = [
          addHours(start, 1), addHours(start, 8), addHours(start, 16),
          s.at.get('RECEIVED'), s.at.get('DELIVERED'),
        ];
        PACKAGE_SHIPMENT_FLOW.slice(0, flowIndex + 1).forEach((key, i) => {
          events.push({ key, created_at: must(times[i], `shipment ${s.spec.key} reaching ${key}`) });
        });
      }
    }
    checkOrder(events, `package ${p.key}`);
    const s = p.shipment ? shipmentOf(p.shipment) : null;
    const recipient = s ? spec.recipients.find((r) => r.key === s.spec.recipient) : null;
    plan.packages.push({
      key: p.key,
      content: p.content,
      courier: p.courier,
      provider: p.provider,
      tracking,
      status: p.status,
      destination: recipient ? `${recipient.city}, ${countryName(recipient.country)}` : home,
      cost: p.cost,
      length_cm: p.dims[0],
      width_cm: p.dims[1],
      height_cm: p.dims[2],
      weight_lb: p.weight_lb,
      description: p.description ?? null,
      received_on: receivedOn,
      shipmentKey: p.shipment ?? null,
      created_at: must(events[0], 'first event').created_at,
      events,
    });

    if (pre) {
      const docAt = must(preAt, 'pre-alert time');
      const doc = storeDocument(p.provider, p.courier, tracking, docAt, pre.lines.length ? pre.lines : [[p.content, p.cost]], pre.file);
      plan.preAlerts.push(preAlertPlan(`pa-${p.key}`, pre, {
        courier: p.courier, tracking, provider: p.provider, cost: p.cost, content: p.content, arriving_at: receivedOn, created_at: docAt,
      }));
      files.push(media('pre_alert', `pa-${p.key}`, doc, label(`pre-alert/${p.key}`)));
    }
    // The customer's bill is the pre-alert's file; the package's own files are the warehouse's photos.
    if (p.photographed) {
      const at = must(events[0], 'event').created_at;
      files.push(media('package', p.key, { data: boxPhotoVariant(rng.int(0, 9)), mime: 'image/png', name: `IMG_${rng.int(1000, 9899)}.png`, at }, label(`package/${p.key}`)));
    }
  }

  // Pre-alerts announcing packages that have not arrived yet.
  spec.preAlerts.filter((pre) => !pre.package).forEach((pre, i) => {
    const courier = must(pre.courier, 'pre-alert courier');
    const provider = must(pre.provider, 'pre-alert provider');
    const tracking = trackingFor(courier, rng);
    const at = check(hoursAgo(now, must(pre.createdHours, 'pre-alert createdHours')), 'pre-alert');
    const key = `pa-new-${i}`;
    const doc = storeDocument(provider, courier, tracking, at, pre.lines, pre.file);
    plan.preAlerts.push(preAlertPlan(key, pre, {
      courier, tracking, provider, cost: must(pre.cost, 'pre-alert cost'), content: must(pre.content, 'pre-alert content'),
      arriving_at: calendarDate(addHours(now, must(pre.arrivingInDays, 'arrivingInDays') * 24)), created_at: at,
    }));
    files.push(media('pre_alert', key, doc, label(`pre-alert/${key}`)));
  });
  plan.preAlerts.sort((a, b) => a.created_at.getTime() - b.created_at.getTime());

  // --- Shipment rows, pieces and photos, numbered in the order they were created. ---
  const ordered = [...built.values()].sort((a, b) => created(a.spec.key).getTime() - created(b.spec.key).getTime());
  let pieceNumber = 1;
  let photoIndex = rng.int(0, 9);
  for (const s of ordered) {
    const r = must(spec.recipients.find((x) => x.key === s.spec.recipient), `recipient ${s.spec.recipient}`);
    const start = created(s.spec.key);
    numbering.shipment += rng.int(3, 17);
    const tracking = `CAS-${s.spec.type === 'air' ? 'A' : 'M'}-${numbering.shipment}`;
    const linked = spec.packages.filter((p) => p.shipment === s.spec.key);
    const pieces: { packageKey: string | null; item: ExtraItemSpec }[] = s.spec.repackedItems
      ? s.spec.repackedItems.map((it) => ({ packageKey: it.package, item: it }))
      : linked.map((p) => ({
          packageKey: p.key,
          item: { content: p.content, dims: p.dims, weight_lb: p.weight_lb, item_type: p.item_type ?? 'BOX', declared_cost: p.cost },
        }));
    for (const extra of s.spec.extraItems ?? []) pieces.push({ packageKey: null, item: extra });
    if (pieces.length < 1 || pieces.length > 6) throw new Error(`seed: shipment ${s.spec.key} has ${pieces.length} pieces`);
    const items: ItemPlan[] = pieces.map(({ packageKey, item }) => {
      const unit = s.spec.type === 'air' ? airChargeableLb(item.dims, item.weight_lb) : oceanCubicFeet(item.dims);
      const rate = s.spec.type === 'air' ? AIR_RATE_PER_LB : OCEAN_RATE_PER_FT3;
      return {
        packageKey,
        package_number: `${locker}-${String(pieceNumber++).padStart(3, '0')}`,
        content: item.content,
        length_cm: item.dims[0],
        width_cm: item.dims[1],
        height_cm: item.dims[2],
        weight_lb: item.weight_lb,
        item_type: item.item_type,
        declared_cost: item.declared_cost,
        total_price: fromCents(lineCents(unit, rate)),
      };
    });
    const departed = s.at.get('IN_TRANSIT');
    const countryIndex = COUNTRIES.findIndex((c) => c.iso_code === r.country);
    const upcoming = s.spec.type === 'air' ? airDepartures(now, countryIndex) : oceanDepartures(now, countryIndex);
    plan.shipments.push({
      key: s.spec.key,
      tracking,
      recipientKey: r.key,
      shipment_type: s.spec.type,
      repack: s.spec.repack,
      status: s.spec.status,
      departure_at: departed ?? (s.spec.status === 'CANCELLED' ? null : must(upcoming[0], 'departure')),
      destination: `${r.city}, ${countryName(r.country)}`,
      delivery_address: [r.address, r.address_2, r.city, r.state, r.zip_code].filter(Boolean).join(', '),
      paymentMethodKey: null,
      created_at: start,
      events: s.events,
      items,
    });
    const last = must(s.events[s.events.length - 1], 'event').created_at;
    for (let i = 0; i < s.spec.photos; i++) {
      const at = addHours(start, 2 + ((last.getTime() - start.getTime()) / HOUR - 2) * (i / Math.max(1, s.spec.photos)));
      files.push(media('shipment', s.spec.key, {
        data: boxPhotoVariant(photoIndex++), mime: 'image/png', name: `IMG_${rng.int(1000, 9899) + i}.png`, at,
      }, label(`shipment/${s.spec.key}/${i}`)));
    }
  }

  // --- Invoices: lines from the pieces, payments from the shares, numbered by date. ---
  type Draft = Omit<InvoicePlan, 'friendly_name' | 'payments' | 'paid_at'> & {
    spec: { status: InvoicePlan['status']; payments: readonly PaymentSpec[] };
  };
  const drafts: Draft[] = [];
  for (const sh of plan.shipments) {
    const s = shipmentOf(sh.key);
    if (!s.spec.invoice) continue;
    const air = sh.shipment_type === 'air';
    const declaredCents = sh.items.reduce((sum, it) => sum + Math.round(it.declared_cost * 100), 0);
    const freightQty = round2(sh.items.reduce((sum, it) =>
      sum + (air ? airChargeableLb([it.length_cm, it.width_cm, it.height_cm], it.weight_lb) : oceanCubicFeet([it.length_cm, it.width_cm, it.height_cm])), 0));
    const items = [
      air
        ? { description: 'Flete aéreo / Air freight (lb)', quantity: freightQty, unit_price: AIR_RATE_PER_LB }
        : { description: 'Flete marítimo / Ocean freight (ft³)', quantity: freightQty, unit_price: OCEAN_RATE_PER_FT3 },
      { description: 'Seguro 3% / Insurance 3%', quantity: 1, unit_price: Math.max(2, Math.round(declaredCents * 0.03) / 100) },
      { description: 'Manejo por pieza / Handling per piece', quantity: sh.items.length, unit_price: HANDLING_PER_PIECE },
    ];
    if (sh.repack) items.push({ description: 'Reempaque / Repacking', quantity: 1, unit_price: REPACK_FEE });
    if (!air) {
      items.push({ description: 'Trámite aduanal / Customs processing', quantity: 1, unit_price: OCEAN_CUSTOMS_FEE });
      items.push({ description: 'Entrega a domicilio / Home delivery', quantity: 1, unit_price: OCEAN_DELIVERY_FEE });
    }
    drafts.push({
      key: `inv-${sh.key}`,
      shipmentKey: sh.key,
      bill_to_name: `${client?.name} ${client?.last_name}`,
      status: s.spec.invoice.status,
      created_at: check(addHours(sh.created_at, s.spec.invoice.after), `invoice of ${sh.key}`),
      items,
      spec: s.spec.invoice,
    });
  }
  for (const loose of spec.looseInvoices ?? []) {
    drafts.push({
      key: loose.key,
      shipmentKey: null,
      bill_to_name: `${client?.name} ${client?.last_name}`,
      status: loose.status,
      created_at: check(hoursAgo(now, loose.createdHours), `invoice ${loose.key}`),
      items: loose.lines.map((l) => ({ ...l })),
      spec: loose,
    });
  }
  // Invoices are numbered across all customers by date (see buildCustomers), so each is finished later.
  const finishInvoice = (d: Draft, sequence: number) => {
    const friendly = `FAC-${d.created_at.getUTCFullYear()}-${String(sequence).padStart(4, '0')}`;
    const lines = d.items.map((l) => ({ ...l, cents: lineCents(l.quantity, l.unit_price) }));
    const totalCents = lines.reduce((sum, l) => sum + l.cents, 0);
    let countedCents = 0;
    let approvedCents = 0;
    const payments: PaymentPlan[] = d.spec.payments.map((p, i) => {
      const cents = p.share === 'rest' ? totalCents - countedCents : Math.round((totalCents * p.share) / 100) * 100;
      if (cents <= 0) throw new Error(`seed: payment ${i} of ${d.key} is not positive`);
      if (p.status !== 'REJECTED') countedCents += cents;
      if (p.status === 'APPROVED') approvedCents += cents;
      const at = check(addHours(d.created_at, p.after), `payment of ${d.key}`);
      return {
        key: `${d.key}-p${i}`,
        methodKey: p.method,
        // The share pays the debt; the amount sent adds the method's surcharge on it (docs/product.md#payment-under-review).
        amount: fromCents(Math.round(cents * (1 + surchargePercent(p.method) / 100))),
        recharge_percent: surchargePercent(p.method),
        reference: p.reference,
        payment_status: p.status,
        paid_at: p.status === 'APPROVED' ? at : null,
        created_at: at,
      };
    });
    const expected = approvedCents === 0 ? 'UNPAID' : approvedCents >= totalCents ? 'PAID' : 'PARTIAL';
    if (approvedCents > totalCents || expected !== d.status) {
      throw new Error(`seed: invoice ${d.key} is ${d.status} but its payments make it ${expected}`);
    }
    const approved = payments.filter((p) => p.payment_status === 'APPROVED');
    const lastApproved = approved[approved.length - 1];
    plan.invoices.push({
      key: d.key,
      shipmentKey: d.shipmentKey,
      friendly_name: friendly,
      bill_to_name: d.bill_to_name,
      status: d.status,
      paid_at: d.status === 'PAID' ? must(lastApproved, 'approved payment').paid_at : null,
      created_at: d.created_at,
      items: d.items,
      payments,
    });
    const shipment = plan.shipments.find((s) => s.key === d.shipmentKey);
    if (shipment && lastApproved) shipment.paymentMethodKey = lastApproved.methodKey;
    files.push(media('invoice', d.key, {
      data: casilleroInvoicePdf({
        friendlyName: friendly, issuedAt: d.created_at, billTo: d.bill_to_name, locker,
        shipment: shipment ? `${shipment.tracking} (${shipment.shipment_type === 'air' ? 'Aéreo / Air' : 'Marítimo / Ocean'})` : null,
        lines, totalCents, paidCents: approvedCents,
      }),
      mime: 'application/pdf', name: `${friendly}.pdf`, at: d.created_at,
    }, label(`invoice/${d.key}`)));
    payments.forEach((p, i) => {
      files.push(media('payment', p.key, {
        data: receiptVariant(PAYMENT_ACCENT[p.methodKey], i),
        mime: 'image/png', name: `comprobante-${p.methodKey}-${friendly.slice(-4)}-${i + 1}.png`, at: p.created_at,
      }, label(`payment/${p.key}`)));
    });
  };
  const pending = drafts.map((d) => ({ created_at: d.created_at, finish: (sequence: number) => finishInvoice(d, sequence) }));
  return { plan, pending };
}

/** A payment method's surcharge, in percent. */
function surchargePercent(key: PaymentMethodKey): number {
  const method = PAYMENT_METHODS.find((m) => m.key === key);
  if (!method) throw new Error(`seed: no payment method ${key}`);
  return method.recharge_percent;
}

/** Builds every customer; invoice numbers (FAC-YYYY-NNNN) follow the invoices' dates across customers. */
export function buildCustomers(specs: readonly CustomerSpec[], ctx: BuildContext): CustomerPlan[] {
  const drafts = specs.map((spec) => draftCustomer(spec, ctx));
  const invoices = drafts.flatMap((d) => d.pending).sort((a, b) => a.created_at.getTime() - b.created_at.getTime());
  for (const invoice of invoices) invoice.finish(++ctx.numbering.invoice);
  for (const d of drafts) d.plan.invoices.sort((a, b) => a.created_at.getTime() - b.created_at.getTime());
  // Once every invoice and payment is dated: notices take their dates from them.
  drafts.forEach((d, i) => {
    d.plan.notices = planNotices(specs[i]!, d.plan, ctx.now);
  });
  return drafts.map((d) => d.plan);
}

function preAlertPlan(key: string, pre: PreAlertSpec, fields: Omit<PreAlertPlan, 'key' | 'recipient' | 'status'>): PreAlertPlan {
  return { key, ...fields, recipient: pre.recipient, status: pre.status };
}

function media(owner: FilePlan['owner'], ownerKey: string,
  doc: { data: Buffer; mime: string; name: string; at: Date }, label: string): FilePlan {
  const ext = doc.mime === 'application/pdf' ? 'pdf' : doc.mime === 'image/png' ? 'png' : 'bin';
  return { owner, ownerKey, storage_name: storageName(label, ext), name: doc.name, mime_type: doc.mime, data: doc.data, created_at: doc.at };
}

