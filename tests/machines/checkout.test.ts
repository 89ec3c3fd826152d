import { expect } from 'vitest';
import { checkoutMachine, type CheckoutInput } from '../../machines/checkout.ts';
import { testMachinePaths, type WalkStep } from './support/path-walk.ts';
import { failure, toastIds } from './support/toasts.ts';
import { named } from '../support/path-words.ts';

const owing = { invoice: { id: 7, debt: 120.5 }, methods: [{ id: 1 }, { id: 2 }, { id: 3 }] };
const oneMethod = { invoice: { id: 7, debt: 120.5 }, methods: [{ id: 5 }] };
const noMethods = { invoice: { id: 7, debt: 120.5 }, methods: [] };
const paidOff = { invoice: { id: 7, debt: 0 }, methods: [{ id: 1 }, { id: 2 }] };
const summary = { label: 'Zelle', totalInvoice: 120.5 };
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
  { type: 'xstate.error.actor.loadCheckout', error: failure('NOT_FOUND') },
  { type: 'RETRY' },
  { type: 'TOGGLE_METHOD', methodId: 3 },
  { type: 'xstate.done.actor.loadSummary', output: summary },
  { type: 'xstate.error.actor.loadSummary', error: failure('NETWORK_ERROR') },
  { type: 'PAY' },
  { type: 'CHANGE_METHOD' },
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

type Step = { type: string; methodId?: number; output?: typeof owing; error?: { code: string } };
/** The failure an upload child ended with, if it failed. */
const uploadFailure = (event: { type: string }) => {
  const { output } = event as { output?: { outcome: string; error?: { code: string } } };
  return output?.outcome === 'failed' ? output.error : undefined;
};
const ids = (methods: { id: number }[]) => methods.map((m) => m.id);
type Path = WalkStep<typeof checkoutMachine>[];
/** The payment form was opened from a method's summary (Pay), not straight from a reload. */
const paidFromSummary = (path: Path) => path.some((s) => s.event.type === 'PAY' && s.snapshot.matches('paying'));
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
    'choosing.noMethod': ({ snapshot, event, emitted }) => {
      expect(snapshot.context.selectedMethodId).toBeNull();
      expect(snapshot.context.summary).toBeNull();
      // Pay without a method: the error toast, and nothing else happens.
      expect(toastIds(emitted)).toEqual(event.type === 'PAY' ? ['payment-method-alert-select-method'] : []);
    },
    'choosing.loadingSummary': ({ snapshot, event, path }) => {
      const step = event as Step;
      expect(snapshot.hasTag('loading')).toBe(true);
      // Back from the form, the summary it was opened from stays while it is refreshed (after a
      // reload straight into the form there is none yet).
      if (step.type === 'CHANGE_METHOD') expect(snapshot.context.summary).toEqual(paidFromSummary(path) ? summary : null);
      else expect(snapshot.context.summary).toBeNull();
      const methods = ids(snapshot.context.methods);
      if (step.type === 'TOGGLE_METHOD') expect(snapshot.context.selectedMethodId).toBe(step.methodId);
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
    'paying.editing': ({ snapshot, event, emitted, path }) => {
      const step = event as Step;
      expect(snapshot.hasTag('loading')).toBe(false);
      expect(ids(snapshot.context.methods)).toContain(snapshot.context.selectedMethodId);
      expect(snapshot.children.upload).toBeUndefined();
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
        if (step.type === 'xstate.done.actor.loadCheckout') expect(snapshot.context.selectedMethodId).toBe(3);
        else expect(snapshot.context.summary).toEqual(summary);
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
