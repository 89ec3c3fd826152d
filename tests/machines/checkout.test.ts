import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor, type EventObject } from 'xstate';
import { checkoutMachine, type CheckoutInput } from '../../machines/checkout.ts';
import { testMachinePaths, type StepChecks, type WalkStep } from './support/path-walk.ts';
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
// The methods in the language just chosen: the known ones' words, and one the invoice's list lacks.
const reworded = [1, 2, 3, 5, 9].map((id) => ({ id, description: `<p>Method ${id}, in English.</p>` }));

const inputs: Record<string, CheckoutInput> = {
  'the methods page': { invoiceId: 7, methodId: null, step: 'method' },
  // A reload of the payment form: with a known method it reopens; with an unknown one, the choice.
  'a reload of the payment form': { invoiceId: 7, methodId: 3, step: 'payment' },
  'a reload of the payment form of an unknown method': { invoiceId: 7, methodId: 99, step: 'payment' },
};

const owingLoaded = named('owing, three methods', { type: 'xstate.done.actor.loadCheckout', output: owing });
const summaryLoaded = { type: 'xstate.done.actor.loadSummary', output: summary };

const events = [
  owingLoaded,
  named('owing, one method', { type: 'xstate.done.actor.loadCheckout', output: oneMethod }),
  named('owing, no method', { type: 'xstate.done.actor.loadCheckout', output: noMethods }),
  named('paid off', { type: 'xstate.done.actor.loadCheckout', output: paidOff }),
  named('under review', { type: 'xstate.done.actor.loadCheckout', output: covered }),
  { type: 'xstate.error.actor.loadCheckout', error: failure('NOT_FOUND') },
  { type: 'RETRY' },
  { type: 'TOGGLE_METHOD', methodId: 3 },
  summaryLoaded,
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
// A language switch (docs/product.md#languages), walked apart on the way to the form so the walk
// stays small: the methods asked for again beside whatever step is on, and how that ends.
const languageSwitch = [
  owingLoaded,
  summaryLoaded,
  { type: 'PAY' },
  { type: 'REFRESH' },
  named('the methods reworded', { type: 'xstate.done.actor.refreshMethods', output: reworded }),
  { type: 'xstate.error.actor.refreshMethods', error: failure('NETWORK_ERROR') },
];

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
type Snap = Path[number]['snapshot'];
/** The summary the step before this one had. */
const summaryBefore = (path: Path) => path.at(-2)?.snapshot.context.summary ?? null;
/** Left the payment form for the methods: its button, or the browser's Back. */
const leftTheForm = (path: Path) => path.at(-2)?.snapshot.matches('paying') === true;
/** What the form was last sent, if it was sent on this path. */
const sentDraft = (path: Path) => (path.some((s) => s.event.type === 'SUBMIT') ? values : null);

/** What the walk's stand-in for the upload child was started with. */
const childInput = (child: unknown) => (child as { getSnapshot(): { input?: unknown } } | undefined)?.getSnapshot().input;

const isRefreshStep = (type: string) => type === 'REFRESH' || type.endsWith('.refreshMethods');

/**
 * Any step of a language switch: the page, the step and every choice and value stay; the methods
 * are asked for again beside it (a child of its own), and their words, once they come, replace the
 * known methods' only; a failure keeps them as they were.
 */
const afterRefresh = ({ snapshot, event, emitted, path }: { snapshot: Snap; event: { type: string }; emitted: EventObject[]; path: Path }) => {
  const before = path.at(-2)?.snapshot;
  if (!before) throw new Error('a refresh is never the first step');
  expect(snapshot.value).toEqual(before.value);
  expect(toastIds(emitted)).toEqual([]);
  const { methods, methodsRefresh, ...rest } = snapshot.context;
  const { methods: methodsBefore, methodsRefresh: _, ...restBefore } = before.context;
  expect(rest).toEqual(restBefore);
  expect(ids(methods)).toEqual(ids(methodsBefore));
  // On its way until it answers; another switch asks again in its place.
  expect(methodsRefresh).toBe(event.type === 'REFRESH' ? snapshot.children.refreshMethods : null);
  if (event.type === 'REFRESH') expect(methodsRefresh).toBeDefined();
  const words = methods.map((m) => m.description);
  if (event.type === 'xstate.done.actor.refreshMethods') {
    expect(words).toEqual(methods.map((m) => `<p>Method ${m.id}, in English.</p>`));
  } else expect(words).toEqual(methodsBefore.map((m) => m.description));
};

const checks: StepChecks<typeof checkoutMachine> = {
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
};

for (const [state, check] of Object.entries(checks)) {
  // REFRESH while loading asks again in place (the loading's own check).
  checks[state] = (step) => (isRefreshStep(step.event.type) && !(step.event.type === 'REFRESH' && step.snapshot.matches('loading')) ? afterRefresh(step) : check(step));
}

// load → choose a method (summary) → pay → the form → upload → paid | the form again; and a
// language switch on the way.
testMachinePaths({
  machine: checkoutMachine,
  inputs,
  events,
  checks,
  moreWalks: [
    {
      inputs: { 'a language switch': inputs['the methods page'] },
      // Their answers come only once they were asked for.
      events: (snapshot) => languageSwitch.filter((event) => !event.type.endsWith('.refreshMethods') || snapshot.context.methodsRefresh !== null),
      checks,
      byContext: false,
    },
  ],
});

describe('checkout, a language switch on the payment form', () => {
  const spanish = [1, 2].map((id) => ({ id, name: `Method ${id}`, description: `<p>Método ${id}, en español.</p>` }));
  const english = (from: number) => [1, 2].map((id) => ({ id, name: `Method ${id}`, description: `<p>Method ${id}, in English (${from}).</p>` }));

  it('keeps the step and what was typed; only the methods’ words follow, the last language asked winning', async () => {
    // Each ask for the methods answers when the test says so.
    const asks: ((methods: unknown) => void)[] = [];
    const machine = checkoutMachine.provide({
      actors: {
        loadCheckout: fromPromise(async () => ({ invoice: owing.invoice, methods: spanish })),
        loadSummary: fromPromise(async () => summary),
        loadMethods: fromPromise(() => new Promise((resolve) => asks.push(resolve))),
        // The proof's upload ends as the test says.
        upload: fromPromise(() => new Promise(() => {})),
      } as never,
    });
    const actor = createActor(machine, { input: inputs['the methods page']! }).start();
    await waitFor(actor, (s) => s.matches({ choosing: 'ready' }));
    actor.send({ type: 'PAY' });
    actor.send({ type: 'SUBMIT', values: values as never });
    actor.send({ type: 'xstate.done.actor.upload', output: { outcome: 'failed', error: failure('NETWORK_ERROR') } } as never);
    const typed = actor.getSnapshot().context.draft;
    expect(typed).toEqual(values);

    actor.send({ type: 'REFRESH' });
    actor.send({ type: 'REFRESH' });
    expect(asks).toHaveLength(2);
    // The first ask, overtaken by the second, is not listened to.
    asks[0]!(english(1));
    asks[1]!(english(2));
    await waitFor(actor, (s) => s.context.methodsRefresh === null);
    const { value, context } = actor.getSnapshot();
    expect(value).toEqual({ paying: 'editing' });
    expect(context.selectedMethodId).toBe(2);
    expect(context.draft).toBe(typed);
    expect(context.methods.map((m) => m.description)).toEqual(english(2).map((m) => m.description));
    actor.stop();
  });
});
