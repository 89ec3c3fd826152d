import { assign, emit, fromPromise, setup, stopChild, type AnyActorRef, type DoneActorEvent, type ErrorActorEvent } from 'xstate';
import { msg } from '@lingui/core/macro';
import type { Invoice, OrderSummary, PaymentCreateFields, PaymentMethod } from '../src/api/contract/invoices.ts';
import type { NotifyEvent } from './notify.ts';
import { errorParams, fieldErrorsOf, notifyServerMessage } from './failures.ts';
import { uploadErrorParams, uploadMachineFor, uploadOutputParams, uploadSaved } from './upload.ts';
import type { PageMeta, PageShownEvent } from './page.ts';

/** Where the flow was opened: the payment-method page, or the payment form (a reload, a link). */
type CheckoutStep = 'method' | 'payment';
export type CheckoutInput = { invoiceId: number; methodId: number | null; step: CheckoutStep };

/** The server's objects the flow keeps (it reads only their ids, the debt and what is still due; the pages read the rest). */
export type CheckoutLoaded = { invoice: Invoice; methods: PaymentMethod[] };
export type CheckoutSummary = OrderSummary;
/** What the payment form sent: the contract's fields but the method (the flow's), and the proof file. */
export type PaymentDraft = Omit<PaymentCreateFields, 'payment_method_id'> & { multimedia: File };
/** What the upload child sends: the payment of an invoice with a method. */
export type PaymentUpload = { invoiceId: number; methodId: number; draft: PaymentDraft };
export type SavedPayment = { id: number };

/** The upload child of the payment form: sends a PaymentUpload, ends with the saved payment. */
export const paymentUploadMachine = uploadMachineFor<PaymentUpload, SavedPayment>();

export type CheckoutContext = CheckoutInput & {
  invoice: Invoice | null;
  methods: PaymentMethod[];
  selectedMethodId: number | null;
  summary: CheckoutSummary | null;
  /** The last load's failure, for the retry message. */
  error: unknown;
  /** The values last sent, kept so a failed payment loses nothing (the file included). */
  draft: PaymentDraft | null;
  fieldErrors: Record<string, string[]>;
  /** The methods asked for again in the language just chosen, while on their way (docs/product.md#languages). */
  methodsRefresh: AnyActorRef | null;
};

/** The checkout's pages: the payment method, the payment form, then the invoice's payments it leaves for. */
export type CheckoutPageName = 'method' | 'payment' | 'invoicePayments';

export type CheckoutEvent =
  | { type: 'RETRY' }
  /** A method pressed: selected, or deselected when it was the selected one. */
  | { type: 'TOGGLE_METHOD'; methodId: number }
  | { type: 'PAY' }
  | { type: 'CHANGE_METHOD' }
  | { type: 'SUBMIT'; values: PaymentDraft }
  /** The browser's Back or Forward showed another page of the checkout (docs/product.md#steps-and-history). */
  | PageShownEvent<CheckoutPageName>
  /** The language just chosen: the methods' instructions are asked for again in it (docs/product.md#languages). */
  | { type: 'REFRESH' }
  /** How that ask ended (a child of its own, whatever the page): the methods in the new language, or a failure. */
  | DoneActorEvent<PaymentMethod[], 'refreshMethods'>
  | ErrorActorEvent<unknown, 'refreshMethods'>;

const checkoutMessages = {
  selectMethod: msg({ id: 'payment-method-alert-select-method', message: 'Select a payment method to continue.' }),
  paymentError: msg({
    id: 'payment-alert-error',
    message: 'We could not register your payment. Check the marked fields and try again.',
  }),
  paymentSuccess: msg({
    id: 'payment-alert-success',
    message: 'Payment registered. We will review your proof and update the invoice.',
  }),
};

/**
 * Paying an invoice (docs/product.md#checkout): choose a payment method and see its order summary, then
 * fill the payment form with the proof of payment and send it. Nothing typed is lost on failure. An
 * invoice whose debt pending payments cover is under review: nothing to pay until the company
 * reviews them (docs/product.md#payment-under-review).
 */
export const checkoutMachine = setup({
  types: {
    context: {} as CheckoutContext,
    meta: {} as PageMeta<CheckoutPageName>,
    events: {} as CheckoutEvent,
    input: {} as CheckoutInput,
    emitted: {} as NotifyEvent,
    children: {} as { loadCheckout: 'loadCheckout'; loadSummary: 'loadSummary'; refreshMethods: 'loadMethods'; upload: 'upload' },
  },
  actors: {
    loadCheckout: fromPromise<CheckoutLoaded, { invoiceId: number }>(async () => {
      throw new Error('loadCheckout is provided by the app');
    }),
    loadSummary: fromPromise<CheckoutSummary, { invoiceId: number; methodId: number }>(async () => {
      throw new Error('loadSummary is provided by the app');
    }),
    loadMethods: fromPromise<PaymentMethod[]>(async () => {
      throw new Error('loadMethods is provided by the app');
    }),
    // The upload machine (machines/upload.ts) with the payment's `sendBody`, provided by the app.
    upload: paymentUploadMachine,
  },
  actions: {
    assignLoaded: assign((_, params: CheckoutLoaded) => ({ invoice: params.invoice, methods: params.methods, error: null })),
    assignError: assign((_, params: { error: unknown }) => ({ error: params.error })),
    // The second method is preselected, the first when there is only one (docs/product.md#checkout).
    preselectMethod: assign(({ context }) => ({
      selectedMethodId: (context.methods[1] ?? context.methods[0])?.id ?? null,
    })),
    selectRequestedMethod: assign(({ context }) => ({ selectedMethodId: context.methodId })),
    assignSelectedMethod: assign((_, params: { methodId: number }) => ({ selectedMethodId: params.methodId, summary: null })),
    clearSelectedMethod: assign({ selectedMethodId: null, summary: null }),
    clearSummary: assign({ summary: null }),
    assignSummary: assign((_, params: { summary: CheckoutSummary }) => ({ summary: params.summary, error: null })),
    assignDraft: assign((_, params: { values: PaymentDraft }) => ({ draft: params.values, fieldErrors: {} })),
    // Beside the step, whatever it is; a later language's ask takes the place of one on its way.
    stopMethodsRefresh: stopChild('refreshMethods'),
    refreshMethods: assign(({ spawn }) => ({ methodsRefresh: spawn('loadMethods', { id: 'refreshMethods' }) })),
    // Only the words change: the methods listed, and the one chosen, stay.
    assignMethodWords: assign(({ context }, params: { methods: PaymentMethod[] }) => ({
      methods: context.methods.map((known) => params.methods.find((method) => method.id === known.id) ?? known),
      methodsRefresh: null,
    })),
    forgetMethodsRefresh: assign({ methodsRefresh: null }),
    assignFieldErrors: assign((_, params: { error: unknown }) => ({ fieldErrors: fieldErrorsOf(params.error) })),
    notifySelectMethod: emit({ type: 'notify', kind: 'error', message: checkoutMessages.selectMethod } as const),
    notifyPaymentError: emit({ type: 'notify', kind: 'error', message: checkoutMessages.paymentError } as const),
    notifyPaymentSuccess: emit({ type: 'notify', kind: 'success', message: checkoutMessages.paymentSuccess } as const),
    notifyServerMessage: emit((_, params: { error: unknown }) => notifyServerMessage(params.error)),
  },
  guards: {
    hasNoDebt: (_, params: CheckoutLoaded) => params.invoice.debt <= 0,
    isUnderReview: (_, params: CheckoutLoaded) => params.invoice.still_due <= 0,
    hasSummary: ({ context }) => context.summary !== null,
    // The page the browser showed (PAGE.SHOWN): the methods, or the form once a method is chosen.
    showsMethods: (_, params: { page: CheckoutPageName }) => params.page === 'method',
    showsFormOfChosenMethod: ({ context }, params: { page: CheckoutPageName }) => params.page === 'payment' && context.selectedMethodId !== null,
    opensOnPaymentForm: ({ context }, params: CheckoutLoaded) =>
      context.step === 'payment' && params.methods.some((m) => m.id === context.methodId),
    hasSelectedMethod: ({ context }) => context.selectedMethodId !== null,
    isSelectedMethod: ({ context }, params: { methodId: number }) => context.selectedMethodId === params.methodId,
    isOfferedMethod: ({ context }, params: { methodId: number }) => context.methods.some((m) => m.id === params.methodId),
    // FAILED_VALIDATION, and the proof's UNSUPPORTED_MEDIA or PAYLOAD_TOO_LARGE, name their field.
    hasFieldErrors: (_, params: { error: unknown }) => Object.keys(fieldErrorsOf(params.error)).length > 0,
    isUploadSaved: uploadSaved,
  },
}).createMachine({
  id: 'checkout',
  description: 'Paying an invoice: choose a payment method, see what you will pay, upload the proof.',
  context: ({ input }) => ({
    ...input,
    invoice: null,
    methods: [],
    selectedMethodId: null,
    summary: null,
    error: null,
    draft: null,
    fieldErrors: {},
    methodsRefresh: null,
  }),
  on: {
    'xstate.done.actor.refreshMethods': {
      description: 'The methods in the language just chosen: their instructions follow it, on the page and step the customer is on.',
      actions: { type: 'assignMethodWords', params: ({ event }) => ({ methods: event.output }) },
    },
    'xstate.error.actor.refreshMethods': {
      description: 'Only the words were to change: the instructions shown stay, in the language before.',
      actions: 'forgetMethodsRefresh',
    },
  },
  initial: 'loading',
  states: {
    loading: {
      description: 'GET the invoice (by the id in the address) and the payment methods.',
      tags: ['loading'],
      // What is on its way was asked for in the language before.
      on: { REFRESH: { target: 'loading', reenter: true } },
      invoke: {
        id: 'loadCheckout',
        src: 'loadCheckout',
        input: ({ context }) => ({ invoiceId: context.invoiceId }),
        onDone: [
          {
            description: 'Nothing is owed: there is nothing to pay.',
            guard: { type: 'hasNoDebt', params: ({ event }) => event.output },
            target: 'settled',
            actions: { type: 'assignLoaded', params: ({ event }) => event.output },
          },
          {
            description: 'Pending payments cover the debt: the invoice is under review, nothing to pay.',
            guard: { type: 'isUnderReview', params: ({ event }) => event.output },
            target: 'underReview',
            actions: { type: 'assignLoaded', params: ({ event }) => event.output },
          },
          {
            description: 'Opened on the payment form with a known method (a reload or a link): straight back to it.',
            guard: { type: 'opensOnPaymentForm', params: ({ event }) => event.output },
            target: 'paying',
            actions: [{ type: 'assignLoaded', params: ({ event }) => event.output }, 'selectRequestedMethod'],
          },
          { target: 'choosing', actions: [{ type: 'assignLoaded', params: ({ event }) => event.output }, 'preselectMethod'] },
        ],
        onError: { target: 'failed', actions: { type: 'assignError', params: errorParams } },
      },
    },
    failed: {
      description: 'The invoice or the methods could not be loaded (or the invoice is not the customer’s): a retry.',
      tags: ['error'],
      on: { RETRY: 'loading' },
    },
    settled: {
      meta: { page: 'method' },
      description: 'The invoice has no debt: it says so and links back to the invoice.',
      type: 'final',
    },
    underReview: {
      meta: { page: 'method' },
      description: 'Pending payments cover the debt: “Payment under review”, no methods, and a link to the invoice’s payments.',
      type: 'final',
    },
    choosing: {
      meta: { page: 'method' },
      description: '/home/invoice/payment-method/{id}: the methods, the selected one’s instructions and order summary, and Pay.',
      initial: 'checkingSelection',
      on: {
        REFRESH: {
          description: 'Another language chosen: the methods are asked for again in it, the choice kept.',
          actions: ['stopMethodsRefresh', 'refreshMethods'],
        },
        'PAGE.SHOWN': {
          description: 'Forward to the payment form: allowed once a method is chosen (its summary loads there if need be).',
          guard: { type: 'showsFormOfChosenMethod', params: ({ event }) => ({ page: event.page }) },
          target: '#checkout.paying',
        },
        TOGGLE_METHOD: [
          {
            description: 'The selected method pressed again: none is selected.',
            guard: { type: 'isSelectedMethod', params: ({ event }) => ({ methodId: event.methodId }) },
            target: '.noMethod',
            actions: 'clearSelectedMethod',
          },
          {
            description: 'Another method the invoice offers: selected, and its summary loads.',
            guard: { type: 'isOfferedMethod', params: ({ event }) => ({ methodId: event.methodId }) },
            target: '.loadingSummary',
            actions: { type: 'assignSelectedMethod', params: ({ event }) => ({ methodId: event.methodId }) },
          },
        ],
      },
      states: {
        checkingSelection: {
          description: 'Is a method chosen already (preselected, or kept from before)? Its summary loads, or Pay asks for one.',
          always: [{ guard: 'hasSelectedMethod', target: 'loadingSummary' }, { target: 'noMethod' }],
        },
        noMethod: {
          description: 'No method is selected: Pay asks the customer to choose one.',
          on: { PAY: { actions: 'notifySelectMethod' } },
        },
        loadingSummary: {
          description: 'GET the order summary of the selected method (checkout-summary).',
          tags: ['loading'],
          invoke: {
            id: 'loadSummary',
            src: 'loadSummary',
            input: ({ context }) => ({ invoiceId: context.invoiceId, methodId: context.selectedMethodId ?? 0 }),
            onDone: { target: 'ready', actions: { type: 'assignSummary', params: ({ event }) => ({ summary: event.output }) } },
            onError: { target: 'summaryFailed', actions: [{ type: 'assignError', params: errorParams }, 'clearSummary'] },
          },
        },
        ready: {
          description: 'The summary shows what will be paid: label, items, still due, surcharge, total (and its rate).',
          on: { PAY: '#checkout.paying' },
        },
        summaryFailed: {
          description: 'The summary could not be loaded: a retry.',
          tags: ['error'],
          on: { RETRY: 'loadingSummary' },
        },
      },
    },
    paying: {
      meta: { page: 'payment' },
      description: '/home/invoice/payment: the invoice and the method read-only, its payee details and total; amount, proof and comments.',
      initial: 'checkingSummary',
      on: {
        REFRESH: {
          description: 'Another language chosen: the methods are asked for again in it (the payee details), the form and what was typed kept.',
          actions: ['stopMethodsRefresh', 'refreshMethods'],
        },
      },
      states: {
        checkingSummary: {
          description: 'Is the chosen method’s summary loaded already? The form shows at once, or the summary loads first.',
          always: [{ guard: 'hasSummary', target: 'editing' }, { target: 'loadingSummary' }],
        },
        loadingSummary: {
          description: 'Opened straight on the form (a reload, a link, Forward): GET the method’s summary, whose total it pre-fills.',
          tags: ['loading'],
          invoke: {
            id: 'loadSummary',
            src: 'loadSummary',
            input: ({ context }) => ({ invoiceId: context.invoiceId, methodId: context.selectedMethodId ?? 0 }),
            onDone: { target: 'editing', actions: { type: 'assignSummary', params: ({ event }) => ({ summary: event.output }) } },
            onError: { target: 'summaryFailed', actions: { type: 'assignError', params: errorParams } },
          },
        },
        summaryFailed: {
          description: 'The summary could not be loaded: a retry, or another method.',
          tags: ['error'],
          on: {
            RETRY: 'loadingSummary',
            CHANGE_METHOD: '#checkout.choosing',
            'PAGE.SHOWN': {
              description: 'The browser’s Back: the methods, as Change the method.',
              guard: { type: 'showsMethods', params: ({ event }) => ({ page: event.page }) },
              target: '#checkout.choosing',
            },
          },
        },
        editing: {
          description: 'The form, with what was typed and the server’s field errors of the last try.',
          on: {
            SUBMIT: { target: 'uploading', actions: { type: 'assignDraft', params: ({ event }) => ({ values: event.values }) } },
            CHANGE_METHOD: '#checkout.choosing',
            'PAGE.SHOWN': {
              description: 'The browser’s Back: the methods, as Change the method (while the proof goes up, the form stays).',
              guard: { type: 'showsMethods', params: ({ event }) => ({ page: event.page }) },
              target: '#checkout.choosing',
            },
          },
        },
        uploading: {
          description: 'POST api/invoices/{id}/payments (multipart, the proof as `multimedia`), with a progress bar (the upload child).',
          tags: ['loading'],
          invoke: {
            id: 'upload',
            src: 'upload',
            // Only SUBMIT enters `uploading`, and it keeps the draft first.
            input: ({ context }) => ({
              body: { invoiceId: context.invoiceId, methodId: context.selectedMethodId ?? 0, draft: context.draft! },
            }),
            onDone: [
              {
                description: 'The payment is registered: the success toast.',
                guard: { type: 'isUploadSaved', params: uploadOutputParams },
                target: '#checkout.paid',
                actions: 'notifyPaymentSuccess',
              },
              {
                description:
                  'The server marked fields (FAILED_VALIDATION; the proof’s content or size): their messages under them, and the payment error toast.',
                guard: { type: 'hasFieldErrors', params: uploadErrorParams },
                target: 'editing',
                actions: [{ type: 'assignFieldErrors', params: uploadErrorParams }, 'notifyPaymentError'],
              },
              {
                description: 'An error of no field: the server’s message as the toast (or no network, too many tries); the form keeps every value.',
                target: 'editing',
                actions: { type: 'notifyServerMessage', params: uploadErrorParams },
              },
            ],
          },
        },
      },
    },
    paid: {
      meta: { page: 'invoicePayments' },
      description:
        'The payment is registered, pending review: the invoice, on its payments tab, in place of the checkout’s entries (it shows “Payment under review” while pending payments cover its debt).',
      type: 'final',
    },
  },
});
