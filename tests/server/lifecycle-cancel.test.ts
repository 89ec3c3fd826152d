// A shipment cancelled (docs/product.md#lifecycles): by its customer while it is REQUESTED, or by
// the warehouse until it has left. Kept and listed as CANCELLED; its packages back in the
// warehouse, free to ship and counting free storage again; an invoice without an approved payment
// void. Never while money is in play, and never a 500. Lost (NEVER_ARRIVED) is no cancel: the
// invoice stays. An invoice is issued only once the warehouse took the shipment.
import { describe, expect, it } from 'vitest';
import type { ShipmentStatus } from '../../src/api/contract/shipments.ts';
import { expectError } from './support/errors.ts';
import { useLifecycleApp } from './support/shipments.ts';

const app = useLifecycleApp('warehouse-key-lifecycle-cancel');
const { report, result, refusal } = app;

const remove = (id: number) => app.asCustomer(`/api/shipments/${id}`, { method: 'DELETE' });
const NOT_CANCELLABLE = { status: ['This shipment is already being prepared and can no longer be cancelled.'] };

/** The packages, as the customer's pages show them once their shipment is cancelled: in the warehouse, free, shippable, free storage counting. */
async function expectFreed(packageIds: number[]) {
  for (const id of packageIds) {
    expect(await app.pkg(id)).toMatchObject({ status: 'IN_WAREHOUSE', shipment: null, shippable: true, free_until: expect.any(String) });
  }
  const shippable = await app.shippable();
  for (const id of packageIds) expect(shippable).toContain(id);
}

describe('the customer’s DELETE api/shipments/{id}', () => {
  it('cancels a requested shipment: kept and listed as CANCELLED, its packages free for a new request', async () => {
    const { id, packages } = await app.shipmentIn('REQUESTED', { packages: 2 });
    expect((await remove(id)).status).toBe(204);

    expect((await app.shipment(id)).status).toBe('CANCELLED');
    const list = (await (await app.asCustomer('/api/shipments?page_size=100')).json()) as { data: { id: number; status: string }[] };
    expect(list.data.find((s) => s.id === id)?.status).toBe('CANCELLED');
    expect((await app.logs(id)).map((l) => l.key)).toEqual(['REQUESTED', 'CANCELLED']);
    await expectFreed(packages);
    // The customer did it: no notice tells them of it.
    expect(await app.notices(id)).toEqual([]);

    // Another request can take them.
    const again = await app.request(packages);
    expect(await app.pkg(packages[0]!)).toMatchObject({ shipment: { id: again } });
  });

  it('answers 204 again to a second DELETE, and changes nothing', async () => {
    const { id } = await app.shipmentIn('REQUESTED');
    expect((await remove(id)).status).toBe(204);
    const logs = await app.logs(id);
    expect((await remove(id)).status).toBe(204);
    expect(await app.logs(id)).toEqual(logs);
  });

  it.each(['PENDING', 'RECEIVED', 'IN_TRANSIT', 'IN_CUSTOMS', 'OUT_FOR_DELIVERY', 'DELIVERED', 'NEVER_ARRIVED'] as const)(
    'refuses a %s shipment on its status (422, never a 500), and leaves it',
    async (status) => {
      const [id] = await app.inserted([status]);
      const { errors } = await expectError(await remove(id!), 'FAILED_VALIDATION');
      expect(errors).toEqual(NOT_CANCELLABLE);
      expect((await app.shipment(id!)).status).toBe(status);
    },
  );
});

describe('the warehouse’s CANCELLED', () => {
  it.each(['REQUESTED', 'PENDING'] as const)('cancels a %s shipment, frees its packages and tells the customer once', async (status: ShipmentStatus) => {
    const { id, packages } = await app.shipmentIn(status, { packages: 2 });
    const before = await app.notices(id);
    expect(await result(await report(id, 'CANCELLED', { note: 'Contenido no permitido' }))).toMatchObject({ status: 'CANCELLED', outcome: 'MOVED' });
    expect((await app.shipment(id)).status).toBe('CANCELLED');
    expect((await app.logs(id)).at(-1)).toMatchObject({ key: 'CANCELLED', note: 'Contenido no permitido' });
    await expectFreed(packages);
    const notices = await app.notices(id);
    expect(notices).toHaveLength(before.length + 1);
    expect(notices[0]).toMatchObject({ kind: 'SHIPMENT_STATUS', status: 'CANCELLED', note: 'Contenido no permitido', corrected: false });
  });

  it('voids an invoice without payments: "Void" / "Anulada", nothing owed, with its notice', async () => {
    const { id } = await app.shipmentIn('PENDING');
    const invoice = await app.issueInvoice(id, 75);
    await result(await report(id, 'CANCELLED'));

    expect(await app.invoice(invoice.id)).toMatchObject({ status: 'VOID', statusLabel: 'Void', debt: 0, still_due: 0 });
    expect((await app.invoice(invoice.id, 'es')).statusLabel).toBe('Anulada');
    const shipment = await app.shipment(id);
    expect(shipment.invoice_status_label).toBe('Void');
    // A void invoice's total is no price: the portal shows the pieces' estimate (docs/product.md#details).
    expect(shipment.invoice).toMatchObject({ id: invoice.id, status: 'VOID' });
    const voided = (await app.notices(id)).filter((n) => n.kind === 'INVOICE_VOID');
    expect(voided).toMatchObject([{ invoice: { id: invoice.id }, shipment: { id } }]);
  });

  it('voids an invoice whose only payment was rejected', async () => {
    const { id } = await app.shipmentIn('PENDING');
    const invoice = await app.issueInvoice(id, 75);
    const payment = await app.paid(invoice.id, 75);
    expect((await app.review(payment.id, false, 'Referencia ilegible')).status).toBe(200);
    await result(await report(id, 'CANCELLED'));
    expect((await app.invoice(invoice.id)).status).toBe('VOID');
  });

  it('is refused (409) while a payment is under review or approved, leaving shipment, packages and invoice', async () => {
    for (const approve of [false, true]) {
      const { id, packages } = await app.shipmentIn('PENDING');
      const invoice = await app.issueInvoice(id, 90);
      const payment = await app.paid(invoice.id, 40);
      if (approve) expect((await app.review(payment.id, true)).status).toBe(200);
      const before = { invoice: await app.invoice(invoice.id), pkg: await app.pkg(packages[0]!), logs: await app.logs(id), notices: await app.notices(id) };

      const body = await refusal(await report(id, 'CANCELLED'));
      expect(body.current).toBe('PENDING');
      // Everything else the warehouse may still report; cancelling is not among it while money is in play.
      expect([...(body.allowed ?? [])].sort()).toEqual(['IN_CUSTOMS', 'IN_TRANSIT', 'NEVER_ARRIVED', 'OUT_FOR_DELIVERY', 'RECEIVED']);
      expect((await app.shipment(id)).status).toBe('PENDING');
      expect({ invoice: await app.invoice(invoice.id), pkg: await app.pkg(packages[0]!), logs: await app.logs(id), notices: await app.notices(id) }).toEqual(before);
    }
  });
});

describe('the customer’s cancel after an invoice', () => {
  // Only a correction brings an invoiced shipment back to REQUESTED, where its customer may cancel it.
  async function requestedWithInvoice() {
    const made = await app.shipmentIn('PENDING');
    const invoice = await app.issueInvoice(made.id, 45);
    await result(await app.correct(made.id, 'REQUESTED', 'Tomado por error'));
    return { ...made, invoice };
  }

  it('voids the invoice when nothing is paid', async () => {
    const { id, packages, invoice } = await requestedWithInvoice();
    expect((await remove(id)).status).toBe(204);
    expect(await app.invoice(invoice.id)).toMatchObject({ status: 'VOID', debt: 0 });
    await expectFreed(packages);
  });

  it('is refused on its status, never with a 500, while a payment is under review', async () => {
    const { id, packages, invoice } = await requestedWithInvoice();
    await app.paid(invoice.id, 20);
    const { errors } = await expectError(await remove(id), 'FAILED_VALIDATION');
    expect(errors).toEqual(NOT_CANCELLABLE);
    expect((await app.shipment(id)).status).toBe('REQUESTED');
    expect(await app.pkg(packages[0]!)).toMatchObject({ shipment: { id } });
    expect((await app.invoice(invoice.id)).status).toBe('UNPAID');
  });
});

describe('NEVER_ARRIVED', () => {
  it('loses the packages and leaves the invoice as it was', async () => {
    const { id, packages } = await app.shipmentIn('IN_TRANSIT');
    const invoice = await app.issueInvoice(id, 65);
    await result(await report(id, 'NEVER_ARRIVED'));
    expect(await app.pkg(packages[0]!)).toMatchObject({ status: 'NEVER_ARRIVED', shippable: false, free_until: null });
    expect(await app.invoice(invoice.id)).toMatchObject({ status: 'UNPAID', debt: 65 });
    expect((await app.notices(id)).filter((n) => n.kind === 'INVOICE_VOID')).toEqual([]);
  });
});

describe('POST api/warehouse/invoices', () => {
  const issue = (shipmentId: number) => app.asWarehouse('/api/warehouse/invoices', { json: { shipment_id: shipmentId, lines: [{ description: 'Flete', amount: 10 }] } });

  it('refuses a REQUESTED or CANCELLED shipment (409), with no invoice and no notice', async () => {
    const requested = await app.shipmentIn('REQUESTED');
    const cancelled = await app.shipmentIn('CANCELLED');
    for (const [id, status] of [[requested.id, 'REQUESTED'], [cancelled.id, 'CANCELLED']] as const) {
      const before = await app.notices(id);
      const body = await refusal(await issue(id));
      expect(body.current).toBe(status);
      expect((await app.shipment(id)).invoice).toBeNull();
      expect(await app.notices(id)).toEqual(before);
    }
  });

  it('issues one from PENDING on; a second stays refused on shipment_id', async () => {
    const { id } = await app.shipmentIn('NEVER_ARRIVED');
    const invoice = await app.issueInvoice(id);
    expect((await app.shipment(id)).invoice).toMatchObject({ id: invoice.id });
    const { errors } = await expectError(await issue(id), 'FAILED_VALIDATION');
    expect(Object.keys(errors ?? {})).toEqual(['shipment_id']);
  });
});
