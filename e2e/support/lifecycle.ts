// A shipment's life as the lifecycle specs play it (docs/product.md#lifecycles): a new customer
// requests a shipment through the customers' API, as the consolidation flow sends it; the company's
// warehouse moves it, corrects it, invoices it and reviews its payments through the warehouse API
// (docs/product.md#the-warehouse-api), with the e2e servers' key. Needs the shipping server (the
// consolidation switch on): elsewhere POST api/shipments does not exist.
import { randomBytes } from 'node:crypto';
import { expect, type APIRequestContext, type APIResponse } from '@playwright/test';
import { PAYMENT_FILE_FIELD } from '../../src/api/contract/invoices.ts';
import type { WarehousePackageRead } from '../../src/api/contract/warehouse-reads.ts';
import type { ShipmentStatus } from '../../src/api/contract/shipments.ts';
import { IDEMPOTENCY_KEY_HEADER } from '../../src/api/contract/warehouse.ts';
import { PDF } from './files.ts';
import { createAccount } from './mailbox.ts';
import { E2E_WAREHOUSE_KEY } from './servers.ts';
import { freshTracking, lockerOf, receivePackage } from './warehouse.ts';

type Account = { email: string; password: string };
type Headers = Record<string, string>;

/** A customer with a REQUESTED shipment of its packages, and the bearer headers it calls the API with. */
export type CustomerWithShipment = {
  account: Account;
  headers: Headers;
  packages: WarehousePackageRead[];
  shipment: { id: number; tracking: string };
};

async function dataOf<T>(response: APIResponse, what: string, status: number): Promise<T> {
  expect(response.status(), `${what}: ${await response.text()}`).toBe(status);
  return ((await response.json()) as { data: T }).data;
}

/** The key, and a fresh Idempotency-Key, as the warehouse's system sends every POST. */
const warehouseHeaders = (): Headers => ({
  Authorization: `Bearer ${E2E_WAREHOUSE_KEY}`,
  [IDEMPOTENCY_KEY_HEADER]: `e2e-${randomBytes(8).toString('hex')}`,
});

/** A customer's bearer headers, signed in through the API. */
async function customerHeaders(request: APIRequestContext, account: Account): Promise<Headers> {
  const { token } = await dataOf<{ token: string }>(await request.post('/api/auth/token', { data: account }), `${account.email} signs in`, 200);
  return { Authorization: `Bearer ${token}` };
}

/**
 * A new customer (with a locker in Caracas), `count` packages received in its locker, a recipient
 * living where the customer does, and the shipment it requests of them: by air, not insured.
 */
export async function customerWithShipment(request: APIRequestContext, { count = 1, label = 'CICLO' } = {}): Promise<CustomerWithShipment> {
  const account = await createAccount(request, { withClient: true });
  const locker = await lockerOf(request, account);
  const packages: WarehousePackageRead[] = [];
  for (let i = 0; i < count; i++) packages.push(await receivePackage(request, { locker, tracking: freshTracking(label) }));
  const headers = await customerHeaders(request, account);
  // The customer's own country, state and city (createAccount's, in Venezuela), for the recipient.
  const me = await dataOf<{ client: { country: { id: number }; state: { id: number }; city: { id: number } } }>(
    await request.get('/api/users/me', { headers }),
    'the customer',
    200,
  );
  const recipient = await dataOf<{ id: number }>(
    await request.post('/api/recipients', {
      headers,
      data: {
        name: 'Luis',
        last_name: 'Rivas',
        document_id: 'V-7654321',
        email: null,
        phone: '+584121234568',
        landline_phone: null,
        address: 'Calle 2, casa 5',
        address_2: 'Urb. El Paraíso',
        country_id: me.client.country.id,
        state_id: me.client.state.id,
        city_id: me.client.city.id,
        zip_code: '1020',
        type: 'PERSON',
      },
    }),
    'the recipient',
    201,
  );
  const shipment = await dataOf<{ id: number; tracking: string }>(
    await request.post('/api/shipments', {
      headers,
      data: { package_ids: packages.map((p) => p.id), recipient_id: recipient.id, service: 'AIR' },
    }),
    'the shipment requested',
    201,
  );
  return { account, headers, packages, shipment: { id: shipment.id, tracking: shipment.tracking } };
}

/** The warehouse reports a new status of a shipment, with the note the customer reads on its timeline. */
export async function reportStatus(request: APIRequestContext, shipmentId: number, status: Exclude<ShipmentStatus, 'REQUESTED'>, note?: string): Promise<void> {
  const response = await request.post(`/api/warehouse/shipments/${shipmentId}/events`, {
    headers: warehouseHeaders(),
    data: { status, ...(note === undefined ? {} : { note }) },
  });
  const result = await dataOf<{ outcome: string; status: string }>(response, `the warehouse reports ${status} for shipment ${shipmentId}`, 201);
  expect(result).toMatchObject({ outcome: 'MOVED', status });
}

/** An operator corrects a shipment's status; the reason stays with the company. */
export async function correctStatus(request: APIRequestContext, shipmentId: number, status: ShipmentStatus, reason: string): Promise<void> {
  const response = await request.post(`/api/warehouse/shipments/${shipmentId}/corrections`, { headers: warehouseHeaders(), data: { status, reason } });
  const result = await dataOf<{ status: string }>(response, `the warehouse corrects shipment ${shipmentId} to ${status}`, 201);
  expect(result.status).toBe(status);
}

/** The warehouse issues the shipment's invoice, one line per charge. */
export async function issueInvoice(
  request: APIRequestContext,
  shipmentId: number,
  lines: { description: string; amount: number }[],
): Promise<{ id: number; friendly_name: string; total: number }> {
  const response = await request.post('/api/warehouse/invoices', { headers: warehouseHeaders(), data: { shipment_id: shipmentId, lines } });
  return dataOf(response, `the warehouse invoices shipment ${shipmentId}`, 201);
}

/** The customer sends a proof of payment of `amount` US$ by Zelle, as the checkout sends it; answers the payment's id. */
export async function sendProof(request: APIRequestContext, headers: Headers, invoiceId: number, amount: number): Promise<number> {
  const methods = await dataOf<{ id: number; name: string }[]>(await request.get('/api/payment-methods', { headers }), 'the payment methods', 200);
  const zelle = methods.find((method) => method.name === 'Zelle');
  if (!zelle) throw new Error('no Zelle among the payment methods');
  const response = await request.post(`/api/invoices/${invoiceId}/payments`, {
    headers,
    multipart: {
      payment_method_id: String(zelle.id),
      amount: amount.toFixed(2),
      reference: `Zelle conf. ${randomBytes(4).toString('hex').toUpperCase()}`,
      [PAYMENT_FILE_FIELD]: { name: 'comprobante.pdf', mimeType: 'application/pdf', buffer: PDF },
    },
  });
  return (await dataOf<{ id: number }>(response, `a proof of payment of invoice ${invoiceId}`, 201)).id;
}

/** The company reviews a pending payment; a rejection's note is shown to the customer. */
export async function reviewPayment(request: APIRequestContext, paymentId: number, review: { approved: boolean; note?: string }): Promise<void> {
  const response = await request.post(`/api/warehouse/payments/${paymentId}/review`, { headers: warehouseHeaders(), data: review });
  const payment = await dataOf<{ status: string }>(response, `the review of payment ${paymentId}`, 200);
  expect(payment.status).toBe(review.approved ? 'APPROVED' : 'REJECTED');
}
