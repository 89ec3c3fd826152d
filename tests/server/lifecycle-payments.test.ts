// A payment's and an invoice's lifecycles (docs/product.md#lifecycles): a proof is reviewed once,
// approved or rejected with a note the customer reads; a void invoice (its shipment cancelled)
// takes no payment, nor does a paid one.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Invoice } from '../../src/api/contract/invoices.ts';
import { WarehousePaymentResponseSchema } from '../../src/api/contract/warehouse-reads.ts';
import { expectError } from './support/errors.ts';
import { useLifecycleApp } from './support/shipments.ts';

const app = useLifecycleApp('warehouse-key-lifecycle-payments');
const { refusal } = app;

/** An invoice of `amount` of a shipment the warehouse took. */
async function invoiceOf(amount: number): Promise<Invoice> {
  const { id } = await app.shipmentIn('PENDING');
  return app.issueInvoice(id, amount);
}

describe('POST api/warehouse/payments/{id}/review', () => {
  let invoice: Invoice;
  beforeAll(async () => {
    invoice = await invoiceOf(100);
  });

  it('answers the status code beside its label, and the note the customer then reads', async () => {
    const rejected = await app.paid(invoice.id, 30);
    const res = await app.review(rejected.id, false, 'La referencia no coincide con el banco');
    expect(res.status).toBe(200);
    expect(WarehousePaymentResponseSchema.parse(await res.json()).data).toMatchObject({
      id: rejected.id, status: 'REJECTED', review_note: 'La referencia no coincide con el banco',
    });

    const approved = await app.paid(invoice.id, 40);
    const ok = await app.review(approved.id, true);
    expect(WarehousePaymentResponseSchema.parse(await ok.json()).data).toMatchObject({ id: approved.id, status: 'APPROVED', review_note: null });

    const shown = await app.paymentsOf(invoice.id);
    expect(shown.find((p) => p.id === rejected.id)).toMatchObject({ status: 'REJECTED', review_note: 'La referencia no coincide con el banco' });
    expect(shown.find((p) => p.id === approved.id)).toMatchObject({ status: 'APPROVED', review_note: null });
    expect(await app.invoice(invoice.id)).toMatchObject({ status: 'PARTIAL', debt: 60 });
  });

  it('refuses a second review (409), whatever it says, and changes nothing the customer sees', async () => {
    const approved = await app.paid(invoice.id, 10);
    const rejected = await app.paid(invoice.id, 10);
    expect((await app.review(approved.id, true)).status).toBe(200);
    expect((await app.review(rejected.id, false, 'Comprobante ilegible')).status).toBe(200);
    const before = { payments: await app.paymentsOf(invoice.id), invoice: await app.invoice(invoice.id), notices: await app.notices(invoice.shipment_id!) };

    for (const [id, current] of [[approved.id, 'APPROVED'], [rejected.id, 'REJECTED']] as const) {
      for (const approve of [true, false]) {
        const body = await refusal(await app.review(id, approve, 'Otra vez'));
        expect(body).toMatchObject({ current, allowed: [] });
      }
    }
    expect({ payments: await app.paymentsOf(invoice.id), invoice: await app.invoice(invoice.id), notices: await app.notices(invoice.shipment_id!) }).toEqual(before);
  });
});

describe('POST api/invoices/{id}/payments', () => {
  it('refuses a payment of a void invoice on its amount, and keeps none', async () => {
    const { id } = await app.shipmentIn('PENDING');
    const invoice = await app.issueInvoice(id, 50);
    expect((await app.report(id, 'CANCELLED')).status).toBe(201);
    expect(await app.invoice(invoice.id)).toMatchObject({ status: 'VOID', debt: 0, still_due: 0 });

    const body = await expectError(await app.pay(invoice.id, 10), 'FAILED_VALIDATION');
    expect(body.errors).toEqual({ amount: ['This invoice was voided: there is nothing to pay.'] });
    expect(await app.paymentsOf(invoice.id)).toEqual([]);
  });

  it('refuses a payment of a paid invoice on its amount', async () => {
    const invoice = await invoiceOf(20);
    const payment = await app.paid(invoice.id, 20);
    expect((await app.review(payment.id, true)).status).toBe(200);
    expect((await app.invoice(invoice.id)).status).toBe('PAID');
    const body = await expectError(await app.pay(invoice.id, 1), 'FAILED_VALIDATION');
    expect(Object.keys(body.errors ?? {})).toEqual(['amount']);
    expect(await app.paymentsOf(invoice.id)).toHaveLength(1);
  });
});
