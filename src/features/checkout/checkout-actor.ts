import { createContext, useContext } from 'react';
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { checkoutMachine, paymentUploadMachine } from '../../../machines/checkout.ts';

export type CheckoutActor = ActorRefFrom<typeof checkoutMachine>;
export type CheckoutSnapshot = SnapshotFrom<typeof checkoutMachine>;

/** The checkout's actor, created by CheckoutFlow for its pages. */
export const CheckoutActorContext = createContext<CheckoutActor | null>(null);

export function useCheckout(): CheckoutActor {
  const actor = useContext(CheckoutActorContext);
  if (!actor) throw new Error('useCheckout needs CheckoutFlow');
  return actor;
}

export const invoiceOf = (snapshot: CheckoutSnapshot) => snapshot.context.invoice;
export const methodsOf = (snapshot: CheckoutSnapshot) => snapshot.context.methods;
export const summaryOf = (snapshot: CheckoutSnapshot) => snapshot.context.summary;
export const draftOf = (snapshot: CheckoutSnapshot) => snapshot.context.draft;
export const selectedMethodOf = (snapshot: CheckoutSnapshot) =>
  methodsOf(snapshot).find((m) => m.id === snapshot.context.selectedMethodId) ?? null;
/** The payment's upload child while the proof goes up (none otherwise). */
export const uploadOf = (snapshot: CheckoutSnapshot) => snapshot.children.upload;
/** The percent of the proof sent, 0–100, from the upload child's snapshot. */
export const progressOf = (upload: SnapshotFrom<typeof paymentUploadMachine> | undefined) => upload?.context.progress ?? 0;
