import { z } from 'zod';

/**
 * A number written as text (a multipart field, a query parameter): digits, a point only between
 * digits, a minus only where the field may be negative (docs/product.md#input-rules). Number()
 * would read far more: "0x10" as 16, "1e2" as 100, "5." and ".5", and " 5 " with its spaces.
 */
export const PLAIN_DECIMAL = /^-?\d+(\.\d+)?$/;
export const PLAIN_UNSIGNED_DECIMAL = /^\d+(\.\d+)?$/;

/** Whether `text` is a plain decimal; `signed` lets it start with a minus. */
export const isPlainDecimal = (text: string, { signed = false } = {}): boolean =>
  (signed ? PLAIN_DECIMAL : PLAIN_UNSIGNED_DECIMAL).test(text);

type PlainDecimalOptions = {
  /** The field may be negative; positive fields refuse any sign. */
  signed?: boolean;
  /** The message of a text that is not a plain decimal (or of a missing one), as zod takes it. */
  error?: string;
};

/**
 * A number sent as text, read only when it is a plain decimal, then checked by `number` (its
 * range, whole or cents). A number given as a number (the portal's own query values) is read as
 * the query or the form will write it, so both sides hold to one rule.
 */
export function plainDecimal<T extends z.ZodType<number, number>>(number: T, { signed = false, error }: PlainDecimalOptions = {}) {
  const params = error === undefined ? undefined : { error };
  return z
    .preprocess((value) => (typeof value === 'number' ? String(value) : value), z.string(params).regex(signed ? PLAIN_DECIMAL : PLAIN_UNSIGNED_DECIMAL, params))
    .transform(Number)
    .pipe(number);
}
