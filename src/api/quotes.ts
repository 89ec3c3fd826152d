import type { Http } from './http.ts';
import { QuoteResponseSchema, type QuoteRequest } from './contract/quotes.ts';

export const quotesApi = (http: Http) => ({
  /** The price of pieces or packages (docs/product.md#quote-calls); `signal` cancels a quote the customer has typed past. */
  quote: async (request: QuoteRequest, signal?: AbortSignal) =>
    (await http.request(QuoteResponseSchema, 'api/quotes', { method: 'POST', body: request, signal })).data,
});
export type QuotesApi = ReturnType<typeof quotesApi>;
