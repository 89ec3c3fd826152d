import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { quoteCalculatorMachine } from '../../../machines/quote-calculator.ts';

export type QuoteCalculatorActor = ActorRefFrom<typeof quoteCalculatorMachine>;
export type QuoteCalculatorSnapshot = SnapshotFrom<typeof quoteCalculatorMachine>;

export const quoteOf = (snapshot: QuoteCalculatorSnapshot) => snapshot.context.quote;
export const fieldErrorsOf = (snapshot: QuoteCalculatorSnapshot) => snapshot.context.fieldErrors;
export const failureOf = (snapshot: QuoteCalculatorSnapshot) => snapshot.context.error;
/** A quote is on its way (typing paused, or about to). */
export const isUpdating = (snapshot: QuoteCalculatorSnapshot) => snapshot.hasTag('loading');
/** The last try failed: the server refused fields, or it could not be reached. */
export const hasFailed = (snapshot: QuoteCalculatorSnapshot) => snapshot.hasTag('error');
