import { fromPromise } from 'xstate';
import type { Quote } from '../../api/contract/quotes.ts';
import type { QuotesApi } from '../../api/quotes.ts';
import { quoteCalculatorMachine, type QuoteDraft } from '../../../machines/quote-calculator.ts';

/**
 * The calculator with the real call: POST api/quotes with what was typed. The actor's signal is
 * the request's: when the machine leaves `quoting` (the customer typed on), the request is aborted.
 */
export function provideQuoteCalculator(api: QuotesApi) {
  return quoteCalculatorMachine.provide({
    actors: {
      loadQuote: fromPromise<Quote, QuoteDraft>(({ input, signal }) => api.quote(input.request, signal)),
    },
  });
}
