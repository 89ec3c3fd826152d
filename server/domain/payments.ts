// Paying an invoice: what the checkout shows for a payment method, and the rules of a new payment
// beyond the shape the contract checks. Amounts are USD; a method converts them to its currency and
// adds its surcharge, which a payment's amount includes.
import { eq } from 'drizzle-orm';
import type { FieldErrors } from '../../src/api/contract/envelope.ts';
import type { OrderSummary, PaymentCreateFields } from '../../src/api/contract/invoices.ts';
import type { Db } from '../db/open.ts';
import { paymentMethods } from '../db/schema.ts';
import { fitsInt4 } from '../foundation/validate.ts';
import type { Messages } from '../i18n/messages.ts';
import { invoiceTotals } from '../rules/invoice-totals.ts';
import { round2 } from '../rules/round.ts';

/** A way to pay, as its row stands. */
export type PaymentMethodRow = typeof paymentMethods.$inferSelect;

type Pricing = Pick<PaymentMethodRow, 'name' | 'currency' | 'symbol' | 'exchange_rate' | 'recharge_percent'>;

/** What paying `due` (USD) with a method comes to in USD: the due and the method's surcharge on it. */
const withSurcharge = (method: Pick<PaymentMethodRow, 'recharge_percent'>, due: number) =>
  round2(due * (1 + method.recharge_percent / 100));

/**
 * The order summary of paying what is still due (USD) with a method: the method's surcharge on it
 * and the total to pay, both in the method's currency, with the total in USD (what the payment's
 * `amount` says) and, for a method not in USD, its rate (docs/product.md#checkout).
 */
export function orderSummary(method: Pricing, due: number, itemsCount: number): OrderSummary {
  const rechargeUsd = (due * method.recharge_percent) / 100;
  return {
    label: method.name,
    itemsCount,
    recharge: round2(rechargeUsd * method.exchange_rate),
    totalInvoice: round2((due + rechargeUsd) * method.exchange_rate),
    currency: method.currency,
    symbol: method.symbol,
    currentDebt: round2(due),
    totalUsd: withSurcharge(method, due),
    rate: method.currency === 'USD' ? null : method.exchange_rate,
  };
}

/** The payment method of an id, or undefined (also for an id no row can have). */
export async function findPaymentMethod(db: Db, id: number): Promise<PaymentMethodRow | undefined> {
  if (!fitsInt4(id)) return undefined;
  const [row] = await db.select().from(paymentMethods).where(eq(paymentMethods.id, id)).limit(1);
  return row;
}

/**
 * A method that exists, and an amount (USD) no more than what the invoice still owes once pending
 * payments are counted, plus that method's surcharge on it: approved payments lower the debt,
 * pending ones leave less still due (docs/product.md#payment-under-review). Empty when all is well.
 */
export async function paymentErrors(db: Db, t: Messages, invoiceId: number, fields: PaymentCreateFields): Promise<FieldErrors> {
  const errors: FieldErrors = {};
  const [method, totals] = await Promise.all([findPaymentMethod(db, fields.payment_method_id), invoiceTotals(db, [invoiceId])]);
  if (!method) errors.payment_method_id = [t.validation.invalidValue];
  const { debt, stillDue } = totals.get(invoiceId) ?? { debt: 0, stillDue: 0 };
  const most = withSurcharge(method ?? { recharge_percent: 0 }, stillDue);
  if (debt <= 0) errors.amount = [t.validation.invoicePaid];
  else if (stillDue <= 0) errors.amount = [t.validation.paymentUnderReview];
  else if (fields.amount > most) errors.amount = [t.validation.amountOverDue(most)];
  return errors;
}
