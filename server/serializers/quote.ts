import type { Quote } from '../../src/api/contract/quotes.ts';
import type { StoredQuote } from '../db/stored-quote.ts';
import type { Messages } from '../i18n/messages.ts';

/** A quote as the contract shows it: each line labelled in the request's language. */
export const labelQuote = (quote: StoredQuote, t: Messages): Quote => ({
  ...quote,
  lines: quote.lines.map((line) => ({ ...line, label: t.labels.quoteLine[line.code] })),
});
