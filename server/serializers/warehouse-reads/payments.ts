// A payment as the warehouse reads it to review it (docs/product.md#payment-under-review): its
// invoice and customer, its method, and a link to the customer's proof, in one query.
import { and, asc, eq, gt, sql } from 'drizzle-orm';
import type { WarehousePayment, WarehousePaymentsQuery } from '../../../src/api/contract/warehouse-reads.ts';
import { jsonFirst } from '../../db/json.ts';
import type { Db } from '../../db/open.ts';
import { clients, invoices, media, paymentMethods, payments } from '../../db/schema.ts';
import { outerColumn } from '../../db/subquery-columns.ts';
import type { MediaSigner } from '../../media/sign.ts';
import { serializeMedia, type MediaFields, type MediaOwnerType } from '../media.ts';
import type { PageRead } from './page.ts';

const PROOF_OWNER: MediaOwnerType = 'payment';

/** The proof the customer sent with the payment (server/routes/invoices.ts): its first file. */
const proofOf = jsonFirst<MediaFields>(
  { id: media.id, name: media.name, original_name: media.original_name, mime_type: media.mime_type },
  media,
  sql`${media.owner_type} = ${PROOF_OWNER} and ${media.owner_id} = ${outerColumn(payments, payments.id)}`,
  media.id,
);

const select = (db: Db) =>
  db
    .select({
      id: payments.id,
      status: payments.payment_status,
      amount: payments.amount,
      recharge_percent: payments.recharge_percent,
      reference: payments.reference,
      created_at: payments.created_at,
      reviewed_at: payments.reviewed_at,
      review_note: payments.review_note,
      invoice: { id: invoices.id, friendly_name: invoices.friendly_name, shipment_id: invoices.shipment_id },
      customer: { id: clients.id, locker: clients.locker },
      method: { id: paymentMethods.id, name: paymentMethods.name, currency: paymentMethods.currency },
      proof: proofOf,
    })
    .from(payments)
    .innerJoin(invoices, eq(invoices.id, payments.invoice_id))
    .innerJoin(clients, eq(clients.id, invoices.client_id))
    .innerJoin(paymentMethods, eq(paymentMethods.id, payments.payment_method_id));

type PaymentRow = Awaited<ReturnType<ReturnType<typeof select>['execute']>>[number];

export const paymentsPage = (db: Db, { query, after, take }: PageRead<WarehousePaymentsQuery>) =>
  select(db)
    .where(and(gt(payments.id, after), query.status === undefined ? undefined : eq(payments.payment_status, query.status)))
    .orderBy(asc(payments.id))
    .limit(take);

export const paymentById = async (db: Db, id: number): Promise<PaymentRow | undefined> => (await select(db).where(eq(payments.id, id)))[0];

export const serializePayment = (signer: MediaSigner, row: PaymentRow): WarehousePayment => ({
  id: row.id,
  status: row.status,
  invoice: { ...row.invoice, customer: row.customer },
  amount: row.amount,
  method: row.method,
  recharge_percent: row.recharge_percent,
  reference: row.reference,
  submitted_at: row.created_at.toISOString(),
  reviewed_at: row.reviewed_at?.toISOString() ?? null,
  review_note: row.review_note,
  proof: row.proof && serializeMedia(row.proof, signer),
});
