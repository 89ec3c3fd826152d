// A demo customer's notices, each dated by the event it tells of, so the list reads as the
// history the rest of the seed made (docs/product.md#notices).
import { addHours } from '../lib/time.ts';
import type { CustomerPlan, NoticePlan } from './plan.ts';
import type { CustomerSpec, NoticeSpec } from './spec.ts';

/** A payment is reviewed this long after it was sent, and a notice read this long after it came. */
const REVIEW_HOURS = 2;
const READ_HOURS = 1;

function must<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`seed: notice of a missing ${what}`);
  return value;
}

function eventOf(n: NoticeSpec, plan: CustomerPlan): Omit<NoticePlan, 'kind' | 'read_at'> {
  const none = { packageKey: null, shipmentKey: null, invoiceKey: null, paymentKey: null, data: {} };
  switch (n.kind) {
    case 'PACKAGE_RECEIVED': {
      const pkg = must(plan.packages.find((p) => p.key === n.package), `package ${n.package}`);
      const received = must(pkg.events.find((e) => e.key === 'RECEIVED'), `reception of ${n.package}`);
      return { ...none, packageKey: pkg.key, created_at: received.created_at };
    }
    case 'SHIPMENT_STATUS': {
      const shipment = must(plan.shipments.find((s) => s.key === n.shipment), `shipment ${n.shipment}`);
      const reached = must(shipment.events.find((e) => e.key === n.status), `${n.status} of ${n.shipment}`);
      return { ...none, shipmentKey: shipment.key, data: { status: n.status }, created_at: reached.created_at };
    }
    case 'INVOICE_ISSUED': {
      const invoice = must(plan.invoices.find((i) => i.key === n.invoice), `invoice ${n.invoice}`);
      return { ...none, invoiceKey: invoice.key, created_at: invoice.created_at };
    }
    default: {
      const invoice = must(plan.invoices.find((i) => i.key === n.invoice), `invoice ${n.invoice}`);
      const payment = must(invoice.payments[n.payment], `payment ${n.payment} of ${n.invoice}`);
      const approved = n.kind === 'PAYMENT_APPROVED';
      if (approved !== (payment.payment_status === 'APPROVED')) throw new Error(`seed: ${n.kind} of a ${payment.payment_status} payment`);
      return {
        ...none,
        paymentKey: payment.key,
        data: n.note ? { note: n.note } : {},
        created_at: addHours(payment.created_at, REVIEW_HOURS),
      };
    }
  }
}

/** The spec's notices, oldest first, none after `now`. */
export function planNotices(spec: CustomerSpec, plan: CustomerPlan, now: Date): NoticePlan[] {
  return (spec.notices ?? [])
    .map((n) => {
      const event = eventOf(n, plan);
      if (event.created_at.getTime() >= now.getTime()) throw new Error(`seed: a ${n.kind} notice would be in the future`);
      const readAt = addHours(event.created_at, READ_HOURS);
      return { kind: n.kind, ...event, read_at: n.read ? new Date(Math.min(readAt.getTime(), now.getTime())) : null };
    })
    .sort((a, b) => a.created_at.getTime() - b.created_at.getTime());
}
