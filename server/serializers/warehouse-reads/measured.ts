// A package's weight and lengths as the warehouse reads them (docs/product.md#weights-and-measures):
// kept in lb and cm, given in kg too.
import type { Measured } from '../measures.ts';
import { measures } from '../measures.ts';

export const measuredOf = (row: Measured) => {
  const { weight_kg, weight_lb } = measures(row);
  return { weight_kg, weight_lb, length_cm: row.length_cm, width_cm: row.width_cm, height_cm: row.height_cm };
};
