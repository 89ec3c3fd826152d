// The shape of a shipment's stored quote (`shipments.quote`, docs/product.md#the-quote): the
// engine (server/domain/quote.ts) computes it, the schema types its column with it.
import type { QuoteLineCode, QuoteService } from '../../src/api/contract/quotes.ts';

export type Days = { min: number; max: number };

/** A quote as the engine computes it and a shipment stores it; each line's label is added per language. */
export type StoredQuote = {
  service: QuoteService;
  billable_kg: number;
  volumetric_kg: number;
  cubic_feet: number;
  lines: { code: QuoteLineCode; amount: number }[];
  total: number;
  currency: 'USD';
  transit_days: Days;
};
