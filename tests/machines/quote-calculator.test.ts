import { describe, expect, it } from 'vitest';
import type { Quote } from '../../src/api/contract/quotes.ts';
import { quoteCalculatorMachine, type QuoteDraft } from '../../machines/quote-calculator.ts';
import { testMachinePaths, type WalkStep } from './support/path-walk.ts';
import { failure, toastIds } from './support/toasts.ts';

const piece = { length_cm: 50, width_cm: 40, height_cm: 30, weight_kg: 5 };
// Two valid inputs: one piece by air to Venezuela, and the same by ocean (in English).
const airDraft: QuoteDraft = { request: { country_id: 1, service: 'AIR', pieces: [piece], insurance: false, declared_value: null, repack: false }, language: 'es' };
const oceanDraft: QuoteDraft = { request: { ...airDraft.request, service: 'OCEAN' }, language: 'en' };
const quote: Quote = {
  service: 'AIR',
  billable_kg: 12,
  volumetric_kg: 12,
  cubic_feet: 2.2,
  lines: [
    { code: 'FREIGHT', label: 'Flete', amount: 118.8 },
    { code: 'FUEL_SURCHARGE', label: 'Recargo por combustible', amount: 9.5 },
  ],
  total: 128.3,
  currency: 'USD',
  transit_days: { min: 3, max: 7 },
};
const countryErrors = { country_id: ['No tenemos tarifas para este país.'] };

const FAILURES = {
  refused: failure('FAILED_VALIDATION', { fieldErrors: countryErrors }),
  // A refusal that names no field (a body the server could not read) is a failure like any other.
  unnamed: failure('FAILED_VALIDATION', { message: 'Invalid request.' }),
  offline: failure('NETWORK_ERROR'),
  throttled: failure('TOO_MANY_REQUESTS'),
};

const events = [
  { type: 'CHANGE', draft: airDraft },
  { type: 'CHANGE', draft: oceanDraft },
  { type: 'INVALIDATE' },
  { type: 'RETRY' },
  { type: 'xstate.after.typingDelay.quoteCalculator.typing' },
  { type: 'xstate.done.actor.loadQuote', output: quote },
  ...Object.values(FAILURES).map((error) => ({ type: 'xstate.error.actor.loadQuote', error })),
];

type Path = WalkStep<typeof quoteCalculatorMachine>[];
type Snapshot = Path[number]['snapshot'];
/** The last valid input sent on this path (after the last INVALIDATE), if any. */
const lastDraft = (path: Path): QuoteDraft | null => {
  let draft: QuoteDraft | null = null;
  for (const { event } of path) {
    if (event.type === 'INVALIDATE') draft = null;
    if (event.type === 'CHANGE') draft = (event as unknown as { draft: QuoteDraft }).draft;
  }
  return draft;
};
/** What the loadQuote stand-in was started with (none when no request is on its way). */
const requestOf = (snapshot: Snapshot) =>
  (snapshot.children.loadQuote as { getSnapshot(): { input?: unknown } } | undefined)?.getSnapshot().input;

// incomplete → typing → quoting → quoted | refused | failed (retry), a change cancelling the quote on its way.
testMachinePaths({
  machine: quoteCalculatorMachine,
  events,
  checks: {
    incomplete: ({ snapshot, event, emitted }) => {
      expect(event.type).toBe('INVALIDATE');
      expect(snapshot.hasTag('loading')).toBe(false);
      expect(snapshot.hasTag('error')).toBe(false);
      // Nothing valid: no request, no quote, nothing marked by the server.
      expect(snapshot.context).toEqual({ draft: null, quote: null, fieldErrors: {}, error: null });
      expect(requestOf(snapshot)).toBeUndefined();
      expect(toastIds(emitted)).toEqual([]);
    },
    typing: ({ snapshot, event, path }) => {
      expect(event.type).toBe('CHANGE');
      expect(snapshot.hasTag('loading')).toBe(true);
      expect(snapshot.context.draft).toEqual((event as unknown as { draft: QuoteDraft }).draft);
      expect(snapshot.context.fieldErrors).toEqual({});
      expect(snapshot.context.error).toBeNull();
      // No request while typing: one on its way was cancelled (its actor stopped).
      expect(requestOf(snapshot)).toBeUndefined();
      // The last quote stays while the new one is asked for.
      const quoted = path.slice(0, -1).some((s) => s.event.type === 'xstate.done.actor.loadQuote');
      const cleared = path.slice(0, -1).some((s) => s.event.type === 'INVALIDATE' || s.event.type === 'xstate.error.actor.loadQuote');
      if (!quoted) expect(snapshot.context.quote).toBeNull();
      else if (!cleared) expect(snapshot.context.quote).toEqual(quote);
    },
    quoting: ({ snapshot, event, path }) => {
      expect(['xstate.after.typingDelay.quoteCalculator.typing', 'RETRY']).toContain(event.type);
      expect(snapshot.hasTag('loading')).toBe(true);
      // The request is the last valid input, in its language.
      expect(snapshot.context.draft).toEqual(lastDraft(path));
      expect(requestOf(snapshot)).toEqual(lastDraft(path));
      expect(snapshot.context.error).toBeNull();
    },
    quoted: ({ snapshot, event, path }) => {
      expect(['xstate.done.actor.loadQuote', 'CHANGE']).toContain(event.type);
      if (event.type === 'CHANGE') {
        // The same input again: nothing new is asked for, the quote stays.
        expect((event as unknown as { draft: QuoteDraft }).draft).toEqual(path.at(-2)?.snapshot.context.draft);
      }
      expect(snapshot.hasTag('loading')).toBe(false);
      expect(snapshot.context.quote).toEqual(quote);
      expect(snapshot.context.draft).toEqual(lastDraft(path));
      expect(snapshot.context.fieldErrors).toEqual({});
      expect(snapshot.context.error).toBeNull();
      expect(requestOf(snapshot)).toBeUndefined();
    },
    refused: ({ snapshot, event }) => {
      expect(snapshot.hasTag('error')).toBe(true);
      if (event.type === 'xstate.error.actor.loadQuote') expect((event as unknown as { error: unknown }).error).toBe(FAILURES.refused);
      // The server's messages under their fields; no quote for what it refused.
      expect(snapshot.context.fieldErrors).toEqual(countryErrors);
      expect(snapshot.context.quote).toBeNull();
      expect(snapshot.context.error).toBeNull();
    },
    failed: ({ snapshot, event }) => {
      expect(snapshot.hasTag('error')).toBe(true);
      expect(snapshot.hasTag('loading')).toBe(false);
      const failed = snapshot.context.error as { code: string };
      if (event.type === 'xstate.error.actor.loadQuote') expect(failed).toBe((event as unknown as { error: unknown }).error);
      expect([FAILURES.unnamed, FAILURES.offline, FAILURES.throttled]).toContain(failed);
      expect(snapshot.context.fieldErrors).toEqual({});
      // Retry asks for the same input again.
      expect(snapshot.can({ type: 'RETRY' })).toBe(true);
    },
  },
});

describe('the quote calculator machine', () => {
  it('asks for the quote once typing pauses, and aborts the one on its way when the customer types on', async () => {
    const requests: { draft: QuoteDraft; signal: AbortSignal }[] = [];
    const { createActor, fromPromise } = await import('xstate');
    const machine = quoteCalculatorMachine.provide({
      delays: { typingDelay: 10 },
      actors: {
        loadQuote: fromPromise<Quote, QuoteDraft>(({ input, signal }) => {
          requests.push({ draft: input, signal });
          return new Promise((resolve) => setTimeout(() => resolve(quote), 30));
        }),
      },
    });
    const actor = createActor(machine).start();
    actor.send({ type: 'CHANGE', draft: airDraft });
    actor.send({ type: 'CHANGE', draft: oceanDraft });
    await new Promise((resolve) => setTimeout(resolve, 20));
    // Two changes within the delay: one request, for the last one.
    expect(requests.map((r) => r.draft)).toEqual([oceanDraft]);
    actor.send({ type: 'CHANGE', draft: airDraft });
    expect(requests[0]?.signal.aborted).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(requests.map((r) => r.draft)).toEqual([oceanDraft, airDraft]);
    expect(actor.getSnapshot().value).toBe('quoted');
    expect(actor.getSnapshot().context.quote).toEqual(quote);
    actor.stop();
  });
});
