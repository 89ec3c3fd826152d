import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, type SnapshotFrom } from 'xstate';
import { CONSOLIDATION_STEPS, consolidationMachine, NO_OPTIONS, type ConsolidationInput } from '../../machines/consolidation.ts';
import { testMachinePaths, type StepCheck, type StepChecks } from './support/path-walk.ts';
import { failure, toastIds } from './support/toasts.ts';
import { named } from '../support/path-words.ts';

// Small lists keep the walk's contexts few: two packages, one recipient and one added later.
const p1 = { id: 1 };
const p2 = { id: 2 };
const ana = { id: 11, country_id: 5 };
const luis = { id: 12, country_id: 6 };
const airQuote = { service: 'AIR', total: 40 };
const oceanQuote = { service: 'OCEAN', total: 90 };
const fullQuote = { service: 'AIR', total: 52 };
// The same quote asked for again after a language switch: its lines in the new language's words.
const rewordedQuote = { ...fullQuote, lines: [{ code: 'FREIGHT', label: 'Freight', amount: 52 }] };
const insuredWithoutValue = { ...NO_OPTIONS, insurance: true, declaredValue: null };
// Options a reload finds kept in the tab (docs/product.md#steps-and-history).
const keptOptions = { insurance: true, declaredValue: 300, repack: true, notes: 'Frágil: no apilar.' };

const taken = failure('FAILED_VALIDATION', { fieldErrors: { package_ids: ['Package 1 is already in another shipment.'] } });
const recipientGone = failure('FAILED_VALIDATION', { fieldErrors: { recipient_id: ['The recipient does not exist.'] } });
const noRates = failure('FAILED_VALIDATION', { fieldErrors: { service: ['We do not ship to this country by this service yet.'] } });
const valueRefused = failure('FAILED_VALIDATION', { fieldErrors: { declared_value: ['Too much.'] } });
const offline = failure('NETWORK_ERROR');
const broken = failure('SERVER_ERROR');

// /home/my-shipments/create: the whole flow is walked from here.
const start: ConsolidationInput = { packageIds: [], recipientId: null, service: null, step: null, options: null };
// Reloads (the address's choices): each resumes at the furthest step they allow. Walked only
// through the loading (from there the flow is the one walked above), so the walk stays small.
const reloads: Record<string, ConsolidationInput> = {
  // No options kept (another tab's address, storage refused): a reload on the review resumes at the options.
  'a reload of the review': { packageIds: [1], recipientId: 11, service: 'AIR', step: 'review', options: null },
  'a reload of the service': { packageIds: [1], recipientId: 11, service: null, step: 'service', options: null },
  'a reload of the service, its recipient gone and a package taken': { packageIds: [1, 7], recipientId: 99, service: null, step: 'service', options: null },
  // ?packages=7 from the packages page, a package no longer available: the packages step.
  'a package no longer available, from the packages page': { packageIds: [7], recipientId: null, service: null, step: null, options: null },
};
/** What a reload loads: the packages, then the recipients. */
const reloaded = [
  { type: 'xstate.done.actor.loadPackages', output: [p1, p2] },
  { type: 'xstate.done.actor.loadRecipients', output: [ana] },
];
// Reloads with the options the tab kept: the review again with them, or the options step with them.
const keptReloads: Record<string, ConsolidationInput> = {
  'a reload of the review, its options kept': { packageIds: [1], recipientId: 11, service: 'AIR', step: 'review', options: keptOptions },
  'a reload of the options, its options kept': { packageIds: [1], recipientId: 11, service: 'AIR', step: 'options', options: keptOptions },
  // Insured, its value not typed yet: the options step, marked as before.
  'a reload of the review, insured without a value': { packageIds: [1], recipientId: 11, service: 'AIR', step: 'review', options: insuredWithoutValue },
};

const events = [
  named('packages 1 and 2', { type: 'xstate.done.actor.loadPackages', output: [p1, p2] }),
  // Reloaded after a refusal: package 1 was taken.
  named('package 2 only', { type: 'xstate.done.actor.loadPackages', output: [p2] }),
  { type: 'xstate.error.actor.loadPackages', error: offline },
  named('Ana', { type: 'xstate.done.actor.loadRecipients', output: [ana] }),
  named('Ana and Luis', { type: 'xstate.done.actor.loadRecipients', output: [ana, luis] }),
  { type: 'xstate.error.actor.loadRecipients', error: offline },
  { type: 'RETRY' },
  { type: 'TOGGLE_PACKAGE', packageId: 1 },
  { type: 'SELECT_RECIPIENT', recipientId: 11 },
  // A recipient the list no longer has (removed in another tab): ignored.
  { type: 'SELECT_RECIPIENT', recipientId: 99 },
  { type: 'ADD_RECIPIENT' },
  // The recipientCreation child's end (its own steps are walked in recipient-creation.test.ts).
  { type: 'xstate.done.actor.recipientCreation' },
  named('air and ocean', { type: 'xstate.done.actor.quoteServices', output: { AIR: airQuote, OCEAN: oceanQuote } }),
  named('no service', { type: 'xstate.done.actor.quoteServices', output: { AIR: null, OCEAN: null } }),
  named('air only', { type: 'xstate.done.actor.quoteServices', output: { AIR: airQuote, OCEAN: null } }),
  { type: 'xstate.error.actor.quoteServices', error: taken },
  { type: 'xstate.error.actor.quoteServices', error: offline },
  { type: 'SELECT_SERVICE', service: 'AIR' },
  // A service not quoted (ignored), tried only where air alone is.
  { type: 'SELECT_SERVICE', service: 'OCEAN' },
  { type: 'CHANGE_OPTIONS', options: insuredWithoutValue },
  { type: 'xstate.done.actor.quoteShipment', output: fullQuote },
  { type: 'xstate.error.actor.quoteShipment', error: taken },
  { type: 'xstate.error.actor.quoteShipment', error: valueRefused },
  { type: 'xstate.error.actor.quoteShipment', error: offline },
  { type: 'CONFIRM' },
  { type: 'xstate.done.actor.requestShipment', output: { id: 77 } },
  ...[taken, recipientGone, noRates, valueRefused, offline, broken].map((error) => ({ type: 'xstate.error.actor.requestShipment', error })),
  { type: 'NEXT' },
  { type: 'BACK' },
];

// A language switch on the review (docs/product.md#languages), walked apart on the way there: the
// quote asked for again in the new language, and how that ends.
const languageSwitch = [
  { type: 'xstate.done.actor.loadPackages', output: [p1, p2] },
  { type: 'xstate.done.actor.loadRecipients', output: [ana] },
  { type: 'TOGGLE_PACKAGE', packageId: 1 },
  { type: 'SELECT_RECIPIENT', recipientId: 11 },
  { type: 'xstate.done.actor.quoteServices', output: { AIR: airQuote, OCEAN: oceanQuote } },
  { type: 'SELECT_SERVICE', service: 'AIR' },
  { type: 'NEXT' },
  { type: 'xstate.done.actor.quoteShipment', output: fullQuote },
  { type: 'REFRESH' },
  named('reworded', { type: 'xstate.done.actor.refreshQuote', output: rewordedQuote }),
  { type: 'xstate.error.actor.refreshQuote', error: offline },
  { type: 'CONFIRM' },
  { type: 'BACK' },
];

// The browser's Back and Forward (docs/product.md#steps-and-history), walked apart along the way
// forward with few answers, so the walk stays small: back to the first step, and on to the last.
const backAndForward = [
  { type: 'xstate.done.actor.loadPackages', output: [p1, p2] },
  { type: 'xstate.done.actor.loadRecipients', output: [ana] },
  { type: 'TOGGLE_PACKAGE', packageId: 1 },
  { type: 'SELECT_RECIPIENT', recipientId: 11 },
  { type: 'ADD_RECIPIENT' },
  { type: 'xstate.done.actor.recipientCreation' },
  { type: 'xstate.done.actor.quoteServices', output: { AIR: airQuote, OCEAN: oceanQuote } },
  { type: 'SELECT_SERVICE', service: 'AIR' },
  { type: 'xstate.done.actor.quoteShipment', output: fullQuote },
  { type: 'NEXT' },
  { type: 'CONFIRM' },
  { type: 'PAGE.SHOWN', page: 'packages' },
  { type: 'PAGE.SHOWN', page: 'review' },
];

/** The step a state is on (its first key), for the checks of the browser's Back and Forward. */
const stepOf = (value: unknown) => (typeof value === 'string' ? value : Object.keys(value as object)[0]);
const stepIndex = (step: unknown) => CONSOLIDATION_STEPS.indexOf(step as never);

type Step = { type: string; page?: string; error?: { code: string; fieldErrors?: Record<string, string[]> }; output?: unknown };
const errorOf = (event: unknown) => (event as Step).error;
const refusedField = (event: unknown) => Object.keys(errorOf(event)?.fieldErrors ?? {})[0];

// Any step after the browser's Back or Forward: the step shown, or the furthest before it the
// choices allow (the review only once its options were confirmed); every choice kept
// (docs/product.md#steps-and-history).
const afterPageShown: StepCheck<typeof consolidationMachine> = ({ snapshot, event, path, ignored }) => {
  // Ignored while the request or the recipients' reload is on its way: nothing moves.
  if (event.type !== 'PAGE.SHOWN' || ignored) return;
  const before = path[path.length - 2]?.snapshot ?? snapshot;
  const shown = (event as Step).page;
  const now = stepOf(snapshot.value);
  expect(stepIndex(now)).toBeGreaterThanOrEqual(0);
  expect(stepIndex(now)).toBeLessThanOrEqual(stepIndex(shown));
  const { options, optionsChosen } = before.context;
  if (shown === 'review') expect(now === 'review').toBe(optionsChosen && !(options.insurance && !options.declaredValue));
  expect(snapshot.context.requestedStep).toBeNull();
  expect(snapshot.context.missingChoice).toBeNull();
  for (const choice of ['selectedPackageIds', 'recipientId', 'service', 'options'] as const) {
    expect(snapshot.context[choice]).toEqual(before.context[choice]);
  }
};

/** The child's call is for the request as it stands: the packages, recipient, service and options chosen. */
const expectAsksForTheRequest = (snapshot: SnapshotFrom<typeof consolidationMachine>, child: 'refreshQuote' | 'requestShipment') => {
  const actor = snapshot.children[child] as unknown as { getSnapshot(): { input: unknown } };
  expect(actor.getSnapshot().input).toMatchObject({
    packageIds: snapshot.context.selectedPackageIds,
    recipientId: snapshot.context.recipientId,
    service: snapshot.context.service,
    options: snapshot.context.options,
  });
};

const checks: StepChecks<typeof consolidationMachine> = {
        loading: ({ snapshot, emitted }) => {
          expect(snapshot.hasTag('loading')).toBe(true);
          expect(toastIds(emitted)).toEqual([]);
        },
        'loading.recipients': ({ snapshot }) => {
          // The choices of the address keep only the packages still available.
          const ids = snapshot.context.packages.map((p) => p.id);
          for (const id of snapshot.context.selectedPackageIds) expect(ids).toContain(id);
        },
        loadFailed: ({ snapshot }) => {
          expect(snapshot.hasTag('error')).toBe(true);
          expect(snapshot.context.error).toEqual(offline);
        },
        'packages.choosing': ({ snapshot, event, emitted, path }) => {
          const ids = snapshot.context.packages.map((p) => p.id);
          for (const id of snapshot.context.selectedPackageIds) expect(ids).toContain(id);
          // Continue without a package: the list says so, no toast (docs/product.md#steps-and-history).
          if (event.type === 'NEXT') {
            expect(snapshot.context.selectedPackageIds).toEqual([]);
            expect(snapshot.context.missingChoice).toBe('packages');
          } else if (event.type === 'TOGGLE_PACKAGE') expect(snapshot.context.missingChoice).toBeNull();
          expect(toastIds(emitted)).toEqual([]);
          // Back from the recipient: every choice is kept.
          if (event.type === 'BACK') {
            const before = path[path.length - 2]?.snapshot;
            expect(snapshot.context.selectedPackageIds).toEqual(before?.context.selectedPackageIds);
            expect(snapshot.context.recipientId).toEqual(before?.context.recipientId);
          }
          if (event.type === 'xstate.done.actor.loadPackages' && path.some((s) => s.snapshot.matches({ packages: 'refreshing' }))) {
            // The taken package left the list and the choice; the server's message stays shown.
            expect(snapshot.context.refusal?.field).toBe('package_ids');
            expect(snapshot.context.selectedPackageIds).not.toContain(ids.includes(1) ? -1 : 1);
          }
        },
        'packages.refreshing': ({ snapshot, event, emitted }) => {
          expect(snapshot.hasTag('loading')).toBe(true);
          expect(refusedField(event)).toBe('package_ids');
          expect(snapshot.context.refusal).toEqual({ field: 'package_ids', messages: ['Package 1 is already in another shipment.'] });
          expect(toastIds(emitted)).toEqual(['consolidation-alert-package-taken']);
        },
        'recipient.choosing': ({ snapshot, event, emitted, path }) => {
          expect(snapshot.context.selectedPackageIds.length).toBeGreaterThan(0);
          if (snapshot.context.recipientId !== null) {
            expect(snapshot.context.recipients.map((r) => r.id)).toContain(snapshot.context.recipientId);
          }
          if (event.type === 'NEXT' && path[path.length - 2]?.snapshot.matches({ recipient: 'choosing' })) {
            expect(snapshot.context.recipientId).toBeNull();
            expect(snapshot.context.missingChoice).toBe('recipient');
            expect(toastIds(emitted)).toEqual([]);
          } else if (event.type === 'xstate.error.actor.loadRecipients') {
            expect(toastIds(emitted)).toEqual(['alert-network-error']);
          } else expect(toastIds(emitted)).toEqual([]);
          // Added: the new recipient is the chosen one.
          const output = (event as Step).output as { id: number }[] | undefined;
          const before = path[path.length - 2]?.snapshot.context.recipients ?? [];
          if (event.type === 'xstate.done.actor.loadRecipients' && output?.length === 2 && before.length === 1) {
            expect(snapshot.context.recipientId).toBe(luis.id);
          }
          expect(snapshot.children.recipientCreation).toBeUndefined();
        },
        'recipient.adding': ({ snapshot }) => {
          expect(snapshot.children.recipientCreation).toBeDefined();
        },
        'recipient.reloading': ({ snapshot, event, emitted }) => {
          expect(snapshot.hasTag('loading')).toBe(true);
          if (event.type === 'xstate.error.actor.requestShipment') {
            expect(snapshot.context.recipientId).toBeNull();
            expect(snapshot.context.refusal?.field).toBe('recipient_id');
            expect(toastIds(emitted)).toEqual(['consolidation-alert-recipient-refused']);
          } else expect(['xstate.done.actor.recipientCreation', 'PAGE.SHOWN']).toContain(event.type);
        },
        'service.quoting': ({ snapshot, event, emitted }) => {
          expect(snapshot.hasTag('loading')).toBe(true);
          expect(snapshot.context.recipientId).not.toBeNull();
          // The quotes are asked for the packages and the recipient's country.
          const child = snapshot.children.quoteServices as unknown as { getSnapshot(): { input: unknown } };
          const country = snapshot.context.recipients.find((r) => r.id === snapshot.context.recipientId)?.country_id;
          expect(child.getSnapshot().input).toEqual({ packageIds: snapshot.context.selectedPackageIds, countryId: country });
          if (event.type === 'xstate.error.actor.requestShipment') {
            expect(snapshot.context.refusal?.field).toBe('service');
            expect(toastIds(emitted)).toEqual(['consolidation-alert-service-refused']);
          }
        },
        'service.choosing': ({ snapshot, event, emitted, ignored }) => {
          expect(snapshot.context.quotes).not.toBeNull();
          if (event.type === 'NEXT' && snapshot.context.service === null) expect(snapshot.context.missingChoice).toBe('service');
          if (event.type === 'SELECT_SERVICE' && !ignored) expect(snapshot.context.missingChoice).toBeNull();
          expect(toastIds(emitted)).toEqual([]);
          if (event.type === 'SELECT_SERVICE') expect(snapshot.context.service).toBe(ignored ? null : 'AIR');
        },
        'service.unavailable': ({ snapshot }) => {
          expect(snapshot.context.quotes).toEqual({ AIR: null, OCEAN: null });
          expect(snapshot.context.service).toBeNull();
        },
        'service.failed': ({ snapshot }) => {
          expect(snapshot.hasTag('error')).toBe(true);
          expect(snapshot.context.error).toEqual(offline);
        },
        options: ({ snapshot, event, emitted, path, calls }) => {
          expect(snapshot.context.service).not.toBeNull();
          expect(snapshot.context.recipientId).not.toBeNull();
          if (event.type === 'NEXT' && path[path.length - 2]?.snapshot.matches('options')) {
            // Insurance without a value: the field is marked (no toast), and nothing moves.
            expect(snapshot.context.missingDeclaredValue).toBe(true);
          }
          expect(toastIds(emitted)).toEqual([]);
          // Every change is kept in the tab at once, for a reload.
          expect(calls).toEqual(event.type === 'CHANGE_OPTIONS' ? ['keepOptions'] : []);
          if (event.type === 'CHANGE_OPTIONS') expect(snapshot.context.options).toEqual((event as unknown as { options: unknown }).options);
          if (refusedField(event) === 'declared_value') expect(snapshot.context.refusal).toEqual({ field: 'declared_value', messages: ['Too much.'] });
        },
        'review.quoting': ({ snapshot }) => {
          expect(snapshot.hasTag('loading')).toBe(true);
          expect(snapshot.context.quote).toBeNull();
          const child = snapshot.children.quoteShipment as unknown as { getSnapshot(): { input: { options: unknown; service: string } } };
          expect(child.getSnapshot().input.options).toEqual(snapshot.context.options);
          expect(child.getSnapshot().input.service).toBe(snapshot.context.service);
        },
        'review.ready': ({ snapshot, event, emitted }) => {
          // The quote asked for again in a new language takes the place of the one shown; failed, that one stays.
          expect(snapshot.context.quote).toEqual(event.type === 'xstate.done.actor.refreshQuote' ? rewordedQuote : fullQuote);
          expect(toastIds(emitted)).toEqual(errorOf(event)?.code === 'SERVER_ERROR' ? ['alert-unexpected-error'] : []);
        },
        'review.refreshing': ({ snapshot, event, emitted, path }) => {
          // The quote stays shown while it is asked for again, with the same request: nothing else moves.
          expect(event.type).toBe('REFRESH');
          const before = path[path.length - 2]?.snapshot;
          expect(snapshot.hasTag('loading')).toBe(false);
          expect(snapshot.context).toEqual(before?.context);
          expect(snapshot.context.quote).toEqual(fullQuote);
          expect(toastIds(emitted)).toEqual([]);
          expectAsksForTheRequest(snapshot, 'refreshQuote');
        },
        'review.failed': ({ snapshot }) => {
          expect(snapshot.hasTag('error')).toBe(true);
          expect(snapshot.context.error).toEqual(offline);
        },
        'review.requesting': ({ snapshot, event }) => {
          expect(snapshot.hasTag('loading')).toBe(true);
          expect(['CONFIRM', 'RETRY', 'PAGE.SHOWN']).toContain(event.type);
          expectAsksForTheRequest(snapshot, 'requestShipment');
        },
        'review.requestFailed': ({ snapshot }) => {
          expect(snapshot.hasTag('error')).toBe(true);
          expect(snapshot.context.error).toEqual(offline);
          expect(snapshot.context.quote).toEqual(fullQuote);
        },
        requested: ({ snapshot, emitted, calls }) => {
          expect(snapshot.status).toBe('done');
          expect(snapshot.context.shipmentId).toBe(77);
          expect(toastIds(emitted)).toEqual(['consolidation-alert-requested']);
          // Sent: the tab keeps its options no longer.
          expect(calls).toEqual(['forgetKeptOptions']);
        },
};

for (const [state, check] of Object.entries(checks)) {
  checks[state] = (step) => {
    check(step);
    afterPageShown(step);
  };
}

// packages → recipient (or a new one) → service → options → review → requested, and the reloads.
testMachinePaths({
  machine: consolidationMachine,
  recordActions: ['keepOptions', 'forgetKeptOptions'],
  inputs: [start],
  // The answers that only a reload after a refusal or an added recipient gives, only there.
  events: (snapshot) =>
    (events as Step[]).filter((event) => {
      // Air alone, answered to the first quote only: then only the service it lacks is tried (the
      // service step is walked with both).
      const quotes = snapshot.context.quotes;
      const airOnly = quotes !== null && quotes.OCEAN === null && quotes.AIR !== null;
      if (event.type === 'SELECT_SERVICE' && (event as { service?: string }).service === 'OCEAN') return airOnly;
      if (airOnly) return false;
      const output = event.output as unknown[] | undefined;
      if (event.type === 'xstate.done.actor.quoteServices' && (event.output as { OCEAN?: unknown }).OCEAN === null && (event.output as { AIR?: unknown }).AIR !== null) {
        return quotes === null && snapshot.context.error === null && snapshot.context.service === null && !snapshot.context.optionsChosen;
      }
      // A step marked for a Continue without its choice: only the choice and the way back are tried
      // from it (the rest of the step is walked unmarked).
      if (snapshot.context.missingChoice !== null) return ['TOGGLE_PACKAGE', 'SELECT_RECIPIENT', 'SELECT_SERVICE', 'BACK'].includes(event.type);
      // The options again from the review: on to the review or back (the rest of the step is walked before).
      if (snapshot.context.optionsChosen && snapshot.matches('options')) return ['NEXT', 'BACK'].includes(event.type);
      if (event.type === 'xstate.done.actor.loadPackages' && output?.length === 1) return snapshot.matches({ packages: 'refreshing' });
      if (event.type === 'xstate.done.actor.loadRecipients' && output?.length === 2) return snapshot.matches({ recipient: 'reloading' });
      return true;
    }),
  checks,
  moreWalks: [
    { inputs: { 'Back and Forward': start }, events: backAndForward, checks, byContext: false },
    { inputs: { 'a language switch': start }, events: languageSwitch, checks, byContext: false },
    {
      inputs: reloads,
      events: reloaded,
      checks: {
        ...checks,
        options: ({ snapshot }) => {
          expect(snapshot.context).toMatchObject({ selectedPackageIds: [1], recipientId: 11, service: 'AIR', options: NO_OPTIONS });
        },
        'service.quoting': ({ snapshot }) => {
          expect(snapshot.context).toMatchObject({ selectedPackageIds: [1], recipientId: 11, service: null });
        },
        'recipient.choosing': ({ snapshot }) => {
          // The unknown recipient is dropped; the unavailable package too.
          expect(snapshot.context).toMatchObject({ selectedPackageIds: [1], recipientId: null });
        },
        'packages.choosing': ({ snapshot }) => {
          expect(snapshot.context.selectedPackageIds).toEqual([]);
        },
      },
    },
    {
      inputs: keptReloads,
      events: reloaded,
      checks: {
        ...checks,
        // The review again, priced with the options kept; or the options step, with them.
        'review.quoting': ({ snapshot }) => {
          expect(snapshot.context).toMatchObject({ selectedPackageIds: [1], recipientId: 11, service: 'AIR', options: keptOptions, optionsChosen: true });
          const child = snapshot.children.quoteShipment as unknown as { getSnapshot(): { input: { options: unknown } } };
          expect(child.getSnapshot().input.options).toEqual(keptOptions);
        },
        options: ({ snapshot }) => {
          expect(snapshot.context).toMatchObject({ selectedPackageIds: [1], recipientId: 11, service: 'AIR' });
          const { options, optionsChosen } = snapshot.context;
          // From the options' address, or the review's whose options lack the value (confirmed there, then cleared).
          expect(options).toEqual(optionsChosen ? insuredWithoutValue : keptOptions);
        },
      },
    },
  ],
});

describe('consolidation, the browser’s Back and Forward while waiting', () => {
  const waiting = fromPromise(() => new Promise<never>(() => {}));
  const machine = consolidationMachine.provide({
    // Answers that never come: the test sends them; the logic stands in for each actor's own type.
    actors: { loadPackages: waiting, loadRecipients: waiting, quoteServices: waiting, quoteShipment: waiting, requestShipment: waiting } as never,
  });

  it('keeps the review while the request is on its way, and the recipients while they reload', () => {
    const actor = createActor(machine, { input: start }).start();
    actor.send({ type: 'xstate.done.actor.loadPackages', output: [p1] } as never);
    actor.send({ type: 'xstate.done.actor.loadRecipients', output: [ana] } as never);
    actor.send({ type: 'TOGGLE_PACKAGE', packageId: 1 });
    actor.send({ type: 'NEXT' });
    actor.send({ type: 'ADD_RECIPIENT' });
    actor.send({ type: 'xstate.done.actor.recipientCreation' } as never);
    actor.send({ type: 'PAGE.SHOWN', page: 'packages' });
    expect(actor.getSnapshot().value).toEqual({ recipient: 'reloading' });
    actor.send({ type: 'xstate.done.actor.loadRecipients', output: [ana] } as never);
    actor.send({ type: 'SELECT_RECIPIENT', recipientId: 11 });
    actor.send({ type: 'NEXT' });
    actor.send({ type: 'xstate.done.actor.quoteServices', output: { AIR: airQuote, OCEAN: null } } as never);
    actor.send({ type: 'SELECT_SERVICE', service: 'AIR' });
    actor.send({ type: 'NEXT' });
    actor.send({ type: 'NEXT' });
    actor.send({ type: 'xstate.done.actor.quoteShipment', output: fullQuote } as never);
    actor.send({ type: 'CONFIRM' });
    actor.send({ type: 'PAGE.SHOWN', page: 'options' });
    expect(actor.getSnapshot().value).toEqual({ review: 'requesting' });
    actor.stop();
  });
});

describe('consolidation, the options kept in the tab', () => {
  const kept: unknown[] = [];
  const machine = consolidationMachine.provide({
    actions: { keepOptions: (_, params) => void kept.push(params.options) },
  });

  it('keeps the options it opens with: the ones a reload found, or none', () => {
    for (const input of [start, keptReloads['a reload of the options, its options kept']!]) {
      kept.length = 0;
      const actor = createActor(machine, { input }).start();
      actor.stop();
      // A new request's none take the place of an earlier request's, so no reload brings those back.
      expect(kept).toEqual([input.options ?? NO_OPTIONS]);
    }
  });
});
