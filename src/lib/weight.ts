import { KG_PER_LB } from '../api/contract/limits.ts';

const NO_BREAK_SPACE = '\u00a0';

/** What the screens need of a weight format: a weight the server gives in kilograms or in pounds, its text out. */
export type WeightFormat = { fromKg(kg: number): string; fromLb(lb: number): string };

/**
 * Kilograms with pounds beside them, in the language's number format (docs/product.md#weights):
 * `2,5 kg (5,5 lb)`. The figure the server gave keeps its 2 decimals; the one converted from it is
 * rounded to 1, an aid to reading rather than a second measure. A number and its unit never part.
 */
export function weightFormat(locale: string): WeightFormat {
  const given = new Intl.NumberFormat(locale, { maximumFractionDigits: 2 });
  const converted = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 });
  const text = (kg: string, lb: string) => `${kg}${NO_BREAK_SPACE}kg (${lb}${NO_BREAK_SPACE}lb)`;
  return {
    fromKg: (kg) => text(given.format(kg), converted.format(kg / KG_PER_LB)),
    fromLb: (lb) => text(converted.format(lb * KG_PER_LB), given.format(lb)),
  };
}
