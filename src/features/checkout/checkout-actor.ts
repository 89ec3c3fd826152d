import { createContext, useContext } from 'react';
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { checkoutMachine } from '../../../machines/checkout.ts';
import type { Invoice, OrderSummary, PaymentMethod } from '../../api/contract/invoices.ts';
import type { PaymentFormValues } from '../../lib/upload-rules.ts';

export type CheckoutActor = ActorRefFrom<typeof checkoutMachine>;
export type CheckoutSnapshot = SnapshotFrom<typeof checkoutMachine>;

/** The checkout's actor, created by CheckoutFlow for its pages. */
export const CheckoutActorContext = createContext<CheckoutActor | null>(null);

export function useCheckout(): CheckoutActor {
  const actor = useContext(CheckoutActorContext);
  if (!actor) throw new Error('useCheckout needs CheckoutFlow');
  return actor;
}

// The flow keeps the objects the app's actors loaded (the contract's); it reads only their ids.
export const invoiceOf = (snapshot: CheckoutSnapshot) => snapshot.context.invoice as Invoice | null;
export const methodsOf = (snapshot: CheckoutSnapshot) => snapshot.context.methods as PaymentMethod[];
export const summaryOf = (snapshot: CheckoutSnapshot) => snapshot.context.summary as OrderSummary | null;
export const draftOf = (snapshot: CheckoutSnapshot) => snapshot.context.draft as PaymentFormValues | null;
export const selectedMethodOf = (snapshot: CheckoutSnapshot) =>
  methodsOf(snapshot).find((m) => m.id === snapshot.context.selectedMethodId) ?? null;
