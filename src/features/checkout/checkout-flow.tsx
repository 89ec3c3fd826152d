import '../../styles/forms.css';
import '../../styles/flows.css';
import '../../styles/checkout.css';
import { useMemo } from 'react';
import { useLocation, useParams, useSearchParams } from 'react-router-dom';
import type { CheckoutInput } from '../../../machines/checkout.ts';
import { checkoutApi } from '../../api/checkout.ts';
import { useApi } from '../../api/use-api.ts';
import { useReloadOnChange } from '../../data/use-reload-on-change.ts';
import { useNotifications } from '../../lib/notify-context.ts';
import { paths } from '../../lib/paths.ts';
import { useCurrentUser } from '../../lib/session-context.ts';
import { useFlowPage, type PageAddresses, type PageAt } from '../../lib/use-flow-page.ts';
import { CheckoutActorContext, type CheckoutActor } from './checkout-actor.ts';
import { provideCheckout } from './checkout-implementations.ts';
import { CheckoutPage } from './checkout-page.tsx';
import { useFlowActor } from '../../lib/use-flow-actor.ts';

/**
 * Each page's address, with the invoice (and on the form, the method) the flow holds. The form is a
 * step reached with Pay (a new entry: Back returns to the methods); the proof sent, the invoice takes
 * the place of the checkout's entries (docs/product.md#steps-and-history).
 */
const PAGE_ADDRESSES: PageAddresses<CheckoutActor> = {
  method: ({ context }) => paths.paymentMethod(context.invoiceId),
  payment: { to: ({ context }) => paths.paymentFor(context.invoiceId, context.selectedMethodId ?? ''), history: 'push' },
  invoicePayments: { to: ({ context }) => paths.invoicePayments(context.invoiceId), history: 'replaceFlow', home: paths.myAccount },
};

/** The checkout's page an address shows, for the browser's Back and Forward between the two. */
const pageAt: PageAt<CheckoutActor> = ({ pathname }) =>
  pathname === paths.payment ? 'payment' : pathname.startsWith(paths.paymentMethod('')) ? 'method' : null;

const idOrZero = (value: string | null | undefined) => (value && /^\d+$/.test(value) ? Number(value) : 0);

/**
 * /home/invoice/payment-method/{id} and /home/invoice/payment?invoice=&method=: one checkout actor
 * for the two pages, started from the address (a reload or a link works); another invoice starts
 * another one.
 */
export default function CheckoutFlow() {
  const { id } = useParams();
  const [search] = useSearchParams();
  const { pathname } = useLocation();
  const onPaymentForm = pathname === paths.payment;
  const input: CheckoutInput = {
    invoiceId: idOrZero(onPaymentForm ? search.get('invoice') : id),
    methodId: onPaymentForm ? idOrZero(search.get('method')) || null : null,
    step: onPaymentForm ? 'payment' : 'method',
  };
  return <CheckoutActorHost key={input.invoiceId} input={input} />;
}

function CheckoutActorHost({ input }: { input: CheckoutInput }) {
  const checkout = useApi(checkoutApi);
  const userId = useCurrentUser()?.id ?? 0;
  const machine = useMemo(() => provideCheckout(checkout, userId), [checkout, userId]);
  const actor = useFlowActor(machine, { input });
  useNotifications(actor);
  useFlowPage(actor, PAGE_ADDRESSES, { pageAt });
  // A new language (or the connection back): the methods' instructions are asked for again, the page
  // and what was typed kept (docs/product.md#languages). REFRESH only: a retry is the customer's.
  const refresher = useMemo(() => ({ send: ({ type }: { type: string }) => type === 'REFRESH' && actor.send({ type }) }), [actor]);
  useReloadOnChange(refresher, []);
  return (
    <CheckoutActorContext value={actor}>
      <CheckoutPage />
    </CheckoutActorContext>
  );
}
