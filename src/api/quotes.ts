import type { Http } from './http.ts';
import { QuoteCountriesResponseSchema, QuoteResponseSchema, type QuoteRequest } from './contract/quotes.ts';

export const quotesApi = (http: Http) => ({
  /** The price of pieces or packages (docs/product.md#quote-calls); `signal` cancels a quote the customer has typed past. */
  quote: async (request: QuoteRequest, signal?: AbortSignal) =>
    (await http.request(QuoteResponseSchema, 'api/quotes', { method: 'POST', body: request, signal })).data,
  /** The countries with rates, the customer's own first (docs/product.md#the-calculator). */
  countries: async () => (await http.request(QuoteCountriesResponseSchema, 'api/quotes/countries')).data,
});
export type QuotesApi = ReturnType<typeof quotesApi>;
