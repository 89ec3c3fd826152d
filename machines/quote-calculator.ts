import { assign, fromPromise, setup } from 'xstate';
import type { Quote, QuoteRequest } from '../src/api/contract/quotes.ts';
import { codeOf, errorParams, fieldErrorsOf } from './failures.ts';

/**
 * What the form sends when everything typed is valid: the request to price, and the language the
 * quote's labels come in (a new language is a new quote).
 */
export type QuoteDraft = { request: QuoteRequest; language: string };

export type QuoteCalculatorContext = {
  /** The last valid input the customer typed (what is priced, or will be once typing pauses). */
  draft: QuoteDraft | null;
  /** The last answer; kept while a newer one loads, dropped when the input stops being valid. */
  quote: Quote | null;
  /** The server's per-field messages of the last refusal (FAILED_VALIDATION), under their fields. */
  fieldErrors: Record<string, string[]>;
  /** The last failure of no field (no network, too many tries…), for the retry message. */
  error: unknown;
};

export type QuoteCalculatorEvent =
  /** The customer changed the form and everything in it is valid. */
  | { type: 'CHANGE'; draft: QuoteDraft }
  /** The customer changed the form and something is missing or wrong: the form marks it. */
  | { type: 'INVALIDATE' }
  | { type: 'RETRY' };

/**
 * The quote calculator (docs/product.md#the-calculator): the customer describes pieces, a destination and a service;
 * once typing pauses, the server prices them. A change while a quote loads cancels it.
 */
export const quoteCalculatorMachine = setup({
  types: {
    context: {} as QuoteCalculatorContext,
    events: {} as QuoteCalculatorEvent,
    children: {} as { loadQuote: 'loadQuote' },
  },
  actors: {
    // POST api/quotes; the app's version aborts the request when the actor is stopped.
    loadQuote: fromPromise<Quote, QuoteDraft>(async () => {
      throw new Error('loadQuote is provided by the app');
    }),
  },
  delays: {
    // How long typing must pause before a quote is asked for.
    typingDelay: 400,
  },
  actions: {
    assignDraft: assign((_, params: { draft: QuoteDraft }) => ({ draft: params.draft, fieldErrors: {}, error: null })),
    assignQuote: assign((_, params: { quote: Quote }) => ({ quote: params.quote, fieldErrors: {}, error: null })),
    assignFieldErrors: assign((_, params: { error: unknown }) => ({ fieldErrors: fieldErrorsOf(params.error), quote: null, error: null })),
    assignError: assign((_, params: { error: unknown }) => ({ error: params.error })),
    // The same input again: only the draft object is replaced (an equal one); nothing is asked for.
    keepDraft: assign((_, params: { draft: QuoteDraft }) => ({ draft: params.draft })),
    clearError: assign({ error: null }),
    clearDraft: assign({ draft: null, quote: null, fieldErrors: {}, error: null }),
  },
  guards: {
    // The same request in the same language as the one shown or on its way: nothing to do.
    isSameDraft: ({ context }, params: { draft: QuoteDraft }) =>
      context.draft !== null && JSON.stringify(context.draft) === JSON.stringify(params.draft),
    // FAILED_VALIDATION that names fields (a measure, the declared value, a country without rates).
    hasFieldErrors: (_, params: { error: unknown }) =>
      codeOf(params.error) === 'FAILED_VALIDATION' && Object.keys(fieldErrorsOf(params.error)).length > 0,
  },
}).createMachine({
  id: 'quoteCalculator',
  description: 'The shipping quote calculator: pieces, destination and service in; the quote lines, total and transit days out, as an estimate.',
  context: { draft: null, quote: null, fieldErrors: {}, error: null },
  initial: 'incomplete',
  on: {
    CHANGE: [
      {
        description: 'The same request as the one shown or on its way (a value retyped as it was): nothing changes.',
        guard: { type: 'isSameDraft', params: ({ event }) => ({ draft: event.draft }) },
        actions: { type: 'keepDraft', params: ({ event }) => ({ draft: event.draft }) },
      },
      {
        description: 'Something new was typed and it is all valid: the quote waits for typing to pause (a quote on its way is cancelled).',
        target: '.typing',
        reenter: true,
        actions: { type: 'assignDraft', params: ({ event }) => ({ draft: event.draft }) },
      },
    ],
    INVALIDATE: {
      description: 'What is typed is incomplete or wrong: the form marks it, no quote is asked for (one on its way is cancelled).',
      target: '.incomplete',
      actions: 'clearDraft',
    },
  },
  states: {
    incomplete: {
      description: 'Nothing valid to price yet (an empty piece, a mistake the form marks): no request is sent.',
    },
    typing: {
      description: 'The customer is typing: the quote is asked for once typing pauses (the last quote stays, marked as updating).',
      tags: ['loading'],
      after: { typingDelay: 'quoting' },
    },
    quoting: {
      description: 'POST api/quotes with what was typed; a change cancels it (its request is aborted).',
      tags: ['loading'],
      invoke: {
        id: 'loadQuote',
        src: 'loadQuote',
        // Only CHANGE leads here (through typing), and it keeps the draft first.
        input: ({ context }) => context.draft!,
        onDone: { target: 'quoted', actions: { type: 'assignQuote', params: ({ event }) => ({ quote: event.output }) } },
        onError: [
          {
            description: 'The server refused fields (FAILED_VALIDATION): its messages under them.',
            guard: { type: 'hasFieldErrors', params: errorParams },
            target: 'refused',
            actions: { type: 'assignFieldErrors', params: errorParams },
          },
          {
            description: 'No network, too many tries, or anything else: a message and a retry.',
            target: 'failed',
            actions: { type: 'assignError', params: errorParams },
          },
        ],
      },
    },
    quoted: {
      description: 'The quote: its lines, the total in USD, billable kg (air) or cubic feet (ocean), and the transit days.',
    },
    refused: {
      description: 'The server refused what was typed: its messages under the fields (a country without rates, a measure).',
      tags: ['error'],
    },
    failed: {
      description: 'The quote could not be asked for (no network, too many tries): a message and a retry.',
      tags: ['error'],
      on: { RETRY: { target: 'quoting', actions: 'clearError' } },
    },
  },
});
