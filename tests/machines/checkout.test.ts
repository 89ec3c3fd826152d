import { expect } from 'vitest';
import { checkoutMachine, type CheckoutInput } from '../../machines/checkout.ts';
import { testMachinePaths, type WalkStep } from './support/path-walk.ts';
import { failure, toastIds } from './support/toasts.ts';
import { named } from '../support/path-words.ts';

const owing = { invoice: { id: 7, debt: 120.5, still_due: 120.5 }, methods: [{ id: 1 }, { id: 2 }, { id: 3 }] };
const oneMethod = { invoice: { id: 7, debt: 120.5, still_due: 120.5 }, methods: [{ id: 5 }] };
const noMethods = { invoice: { id: 7, debt: 120.5, still_due: 120.5 }, methods: [] };
const paidOff = { invoice: { id: 7, debt: 0, still_due: 0 }, methods: [{ id: 1 }, { id: 2 }] };
// Pending payments cover the debt (docs/product.md#payment-under-review).
const covered = { invoice: { id: 7, debt: 120.5, still_due: 0 }, methods: [{ id: 1 }, { id: 2 }] };
const summary = { label: 'Zelle', totalInvoice: 120.5, totalUsd: 120.5 };
const values = { amount: 120.5, reference: 'Zelle #123', multimedia: { name: 'proof.pdf' } };
const amountErrors = { amount: ['The amount is more than the debt.'] };
// A proof named and typed as a PNG whose bytes are not one: the server refuses it on its field.
const proofErrors = { multimedia: ['Unsupported file format (JPEG, PNG or PDF).'] };
const gone = 'The requested resource does not exist.';

const inputs: Record<string, CheckoutInput> = {
  'the methods page': { invoiceId: 7, methodId: null, step: 'method' },
  // A reload of the payment form: with a known method it reopens; with an unknown one, the choice.
  'a reload of the payment form': { invoiceId: 7, methodId: 3, step: 'payment' },
  'a reload of the payment form of an unknown method': { invoiceId: 7, methodId: 99, step: 'payment' },
};

const events = [
  named('owing, three methods', { type: 'xstate.done.actor.loadCheckout', output: owing }),
  named('owing, one method', { type: 'xstate.done.actor.loadCheckout', output: oneMethod }),
  named('owing, no method', { type: 'xstate.done.actor.loadCheckout', output: noMethods }),
  named('paid off', { type: 'xstate.done.actor.loadCheckout', output: paidOff }),
  named('under review', { type: 'xstate.done.actor.loadCheckout', output: covered }),
  { type: 'xstate.error.actor.loadCheckout', error: failure('NOT_FOUND') },
  { type: 'RETRY' },
  { type: 'TOGGLE_METHOD', methodId: 3 },
  { type: 'xstate.done.actor.loadSummary', output: summary },
  { type: 'xstate.error.actor.loadSummary', error: failure('NETWORK_ERROR') },
  { type: 'PAY' },
  { type: 'CHANGE_METHOD' },
  // The browser's Back and Forward between the two pages (docs/product.md#steps-and-history).
  { type: 'PAGE.SHOWN', page: 'method' },
  { type: 'PAGE.SHOWN', page: 'payment' },
  { type: 'SUBMIT', values },
  // How the upload child ended (its output): the walk stands in for it.
  { type: 'xstate.done.actor.upload', output: { outcome: 'saved', saved: { id: 40 } } },
  ...[
    failure('FAILED_VALIDATION', { fieldErrors: amountErrors }),
    failure('UNSUPPORTED_MEDIA', { message: 'The file type is not allowed.', fieldErrors: proofErrors }),
    failure('NOT_FOUND', { message: gone }),
    failure('NETWORK_ERROR', { message: 'The upload failed' }),
  ].map((error) => ({ type: 'xstate.done.actor.upload', output: { outcome: 'failed', error } })),
];

/** What a refused payment marks on the form, and its toast: fields marked, or the server's word. */
const refusals: Record<string, { fieldErrors: Record<string, string[]>; toast: string }> = {
  FAILED_VALIDATION: { fieldErrors: amountErrors, toast: 'payment-alert-error' },
  UNSUPPORTED_MEDIA: { fieldErrors: proofErrors, toast: 'payment-alert-error' },
  NOT_FOUND: { fieldErrors: {}, toast: 'alert-server-message' },
  NETWORK_ERROR: { fieldErrors: {}, toast: 'alert-network-error' },
};

type Step = { type: string; methodId?: number; page?: string; output?: typeof owing; error?: { code: string } };
/** The failure an upload child ended with, if it failed. */
const uploadFailure = (event: { type: string }) => {
  const { output } = event as { output?: { outcome: string; error?: { code: string } } };
  return output?.outcome === 'failed' ? output.error : undefined;
};
const ids = (methods: { id: number }[]) => methods.map((m) => m.id);
type Path = WalkStep<typeof checkoutMachine>[];
/** The summary the step before this one had. */
const summaryBefore = (path: Path) => path.at(-2)?.snapshot.context.summary ?? null;
/** Left the payment form for the methods: its button, or the browser's Back. */
const leftTheForm = (path: Path) => path.at(-2)?.snapshot.matches('paying') === true;
/** What the form was last sent, if it was sent on this path. */
const sentDraft = (path: Path) => (path.some((s) => s.event.type === 'SUBMIT') ? values : null);

/** What the walk's stand-in for the upload child was started with. */
const childInput = (child: unknown) => (child as { getSnapshot(): { input?: unknown } } | undefined)?.getSnapshot().input;

// load → choose a method (summary) → pay → the form → upload → paid | the form again.
testMachinePaths({
  machine: checkoutMachine,
  inputs,
  events,
  checks: {
    loading: ({ snapshot, emitted }) => {
      expect(snapshot.hasTag('loading')).toBe(true);
      expect(snapshot.context.invoice).toBeNull();
      expect(toastIds(emitted)).toEqual([]);
    },
    failed: ({ snapshot }) => {
      expect(snapshot.hasTag('error')).toBe(true);
      expect(snapshot.context.error).toEqual({ code: 'NOT_FOUND' });
      expect(snapshot.context.invoice).toBeNull();
    },
    settled: ({ snapshot }) => {
      expect(snapshot.status).toBe('done');
      expect(snapshot.context.invoice?.debt).toBe(0);
      expect(snapshot.context.selectedMethodId).toBeNull();
    },
    underReview: ({ snapshot, emitted }) => {
      // Under review, whatever the address asked for: no method, no form, nothing to pay.
      expect(snapshot.status).toBe('done');
      expect(snapshot.context.invoice).toEqual(covered.invoice);
      expect(snapshot.context.selectedMethodId).toBeNull();
      expect(toastIds(emitted)).toEqual([]);
    },
    'choosing.noMethod': ({ snapshot, event, emitted }) => {
      expect(snapshot.context.selectedMethodId).toBeNull();
      expect(snapshot.context.summary).toBeNull();
      // Pay without a method: the error toast, and nothing else happens.
      expect(toastIds(emitted)).toEqual(event.type === 'PAY' ? ['payment-method-alert-select-method'] : []);
    },
    'choosing.loadingSummary': ({ snapshot, event, path, ignored }) => {
      const step = event as Step;
      expect(snapshot.hasTag('loading')).toBe(true);
      // Back from the form (its button or the browser's), the summary it had stays while it is
      // refreshed (none when it failed to load there).
      if (leftTheForm(path)) {
        expect(['CHANGE_METHOD', 'PAGE.SHOWN']).toContain(step.type);
        expect(snapshot.context.summary).toEqual(summaryBefore(path));
      } else expect(snapshot.context.summary).toBeNull();
      const methods = ids(snapshot.context.methods);
      // A method the invoice does not offer: the choice stays as it was.
      if (ignored) expect(snapshot.context.selectedMethodId).toBe(path.at(-2)?.snapshot.context.selectedMethodId);
      else if (step.type === 'TOGGLE_METHOD') expect(snapshot.context.selectedMethodId).toBe(step.methodId);
      else if (step.type === 'xstate.done.actor.loadCheckout') {
        // The second method is preselected; the only one when there is one.
        expect(snapshot.context.selectedMethodId).toBe(methods[1] ?? methods[0]);
      } else expect(methods).toContain(snapshot.context.selectedMethodId);
    },
    'choosing.ready': ({ snapshot, emitted }) => {
      expect(snapshot.context.summary).toEqual(summary);
      expect(ids(snapshot.context.methods)).toContain(snapshot.context.selectedMethodId);
      expect(toastIds(emitted)).toEqual([]);
    },
    'choosing.summaryFailed': ({ snapshot }) => {
      expect(snapshot.hasTag('error')).toBe(true);
      expect(snapshot.context.error).toEqual({ code: 'NETWORK_ERROR' });
      expect(snapshot.context.summary).toBeNull();
    },
    'paying.loadingSummary': ({ snapshot, event, path }) => {
      // Straight on the form (a reload, a link, Forward after another method): its summary loads.
      expect(snapshot.hasTag('loading')).toBe(true);
      expect(snapshot.context.summary).toBeNull();
      expect(ids(snapshot.context.methods)).toContain(snapshot.context.selectedMethodId);
      if (event.type === 'xstate.done.actor.loadCheckout') expect(snapshot.context.selectedMethodId).toBe(3);
      if (event.type === 'PAGE.SHOWN') expect(path.at(-2)?.snapshot.matches('choosing')).toBe(true);
    },
    'paying.summaryFailed': ({ snapshot }) => {
      expect(snapshot.hasTag('error')).toBe(true);
      expect(snapshot.context.error).toEqual({ code: 'NETWORK_ERROR' });
      expect(snapshot.context.summary).toBeNull();
    },
    'paying.editing': ({ snapshot, event, emitted, path }) => {
      const step = event as Step;
      expect(snapshot.hasTag('loading')).toBe(false);
      expect(ids(snapshot.context.methods)).toContain(snapshot.context.selectedMethodId);
      expect(snapshot.children.upload).toBeUndefined();
      // The form always has its method's summary: its total is the amount it pre-fills.
      expect(snapshot.context.summary).toEqual(summary);
      const failed = uploadFailure(step);
      if (step.type === 'xstate.done.actor.upload') {
        // A failure keeps what was sent, the file included. Errors on fields show under them
        // (the proof's too) with the payment error toast; an error of no field is its own toast.
        expect(failed).toBeDefined();
        const refusal = refusals[failed?.code ?? ''];
        expect(toastIds(emitted)).toEqual([refusal?.toast]);
        expect(snapshot.context.draft).toEqual(values);
        expect(snapshot.context.fieldErrors).toEqual(refusal?.fieldErrors);
        if (failed?.code === 'NOT_FOUND') expect(JSON.stringify(emitted)).toContain(gone);
      } else {
        expect(toastIds(emitted)).toEqual([]);
        // Back on the form after changing the method, an earlier try's values are still there.
        expect(snapshot.context.draft).toEqual(sentDraft(path));
        // From the methods' summary (Pay, or Forward), or once the form's own summary loaded.
        expect(['PAY', 'PAGE.SHOWN', 'xstate.done.actor.loadSummary']).toContain(step.type);
      }
    },
    'paying.uploading': ({ snapshot, event, emitted }) => {
      expect(event.type).toBe('SUBMIT');
      expect(snapshot.hasTag('loading')).toBe(true);
      expect(snapshot.context.draft).toEqual(values);
      expect(snapshot.context.fieldErrors).toEqual({});
      expect(toastIds(emitted)).toEqual([]);
      // The upload child runs (it owns the progress), with the payment to send.
      expect(snapshot.children.upload).toBeDefined();
      expect(childInput(snapshot.children.upload)).toEqual({
        body: { invoiceId: 7, methodId: snapshot.context.selectedMethodId, draft: values },
      });
    },
    paid: ({ snapshot, event, emitted }) => {
      expect(snapshot.status).toBe('done');
      expect(uploadFailure(event)).toBeUndefined();
      expect(snapshot.context.fieldErrors).toEqual({});
      expect(toastIds(emitted)).toEqual(['payment-alert-success']);
    },
  },
});
