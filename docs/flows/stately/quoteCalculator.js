// quoteCalculator, from machines/quote-calculator.ts, as Stately reads it: paste it into the visualizer
// (stately.ai/viz) or Studio's "Import from code". Written by `npm run flows`: do not edit.
import { createMachine } from 'xstate';

export const quoteCalculatorMachine = createMachine({
  id: "quoteCalculator",
  description: "The shipping quote calculator: pieces, destination and service in; the quote lines, total and transit days out, as an estimate.",
  context: {
    draft: null,
    quote: null,
    fieldErrors: {},
    error: null,
  },
  initial: "incomplete",
  on: {
    CHANGE: [
      {
        description: "The same request as the one shown or on its way (a value retyped as it was): nothing changes.",
        guard: {
          type: "isSameDraft",
        },
        actions: {
          type: "keepDraft",
        },
      },
      {
        description: "Something new was typed and it is all valid: the quote waits for typing to pause (a quote on its way is cancelled).",
        target: ".typing",
        reenter: true,
        actions: {
          type: "assignDraft",
        },
      },
    ],
    INVALIDATE: {
      description: "What is typed is incomplete or wrong: the form marks it, no quote is asked for (one on its way is cancelled).",
      target: ".incomplete",
      actions: "clearDraft",
    },
  },
  states: {
    incomplete: {
      description: "Nothing valid to price yet (an empty piece, a mistake the form marks): no request is sent.",
    },
    typing: {
      description: "The customer is typing: the quote is asked for once typing pauses (the last quote stays, marked as updating).",
      tags: [
        "loading",
      ],
      after: {
        typingDelay: "quoting",
      },
    },
    quoting: {
      description: "POST api/quotes with what was typed; a change cancels it (its request is aborted).",
      tags: [
        "loading",
      ],
      invoke: {
        id: "loadQuote",
        src: "loadQuote",
        onDone: {
          target: "quoted",
          actions: {
            type: "assignQuote",
          },
        },
        onError: [
          {
            description: "The server refused fields (FAILED_VALIDATION): its messages under them.",
            guard: {
              type: "hasFieldErrors",
            },
            target: "refused",
            actions: {
              type: "assignFieldErrors",
            },
          },
          {
            description: "No network, too many tries, or anything else: a message and a retry.",
            target: "failed",
            actions: {
              type: "assignError",
            },
          },
        ],
      },
    },
    quoted: {
      description: "The quote: its lines, the total in USD, billable kg (air) or cubic feet (ocean), and the transit days.",
    },
    refused: {
      description: "The server refused what was typed: its messages under the fields (a country without rates, a measure).",
      tags: [
        "error",
      ],
    },
    failed: {
      description: "The quote could not be asked for (no network, too many tries): a message and a retry.",
      tags: [
        "error",
      ],
      on: {
        RETRY: {
          target: "quoting",
          actions: "clearError",
        },
      },
    },
  },
});
