// Lengths are stored in cm and weights in lb (as the warehouse measures); lists show kg,
// measures show lb. Volumetric weight: L x W x H (cm) / 5000, in kg.
import { KG_PER_LB, VOLUMETRIC_DIVISOR_CM } from '../../src/api/contract/limits.ts';

const CM3_PER_FT3 = 28_316.846592;
const round2 = (n: number) => Math.round(n * 100) / 100;

export type Measured = { length_cm: number; width_cm: number; height_cm: number; weight_lb: number };

export function measures({ length_cm, width_cm, height_cm, weight_lb }: Measured) {
  const cm3 = length_cm * width_cm * height_cm;
  const volumeKg = cm3 / VOLUMETRIC_DIVISOR_CM;
  return {
    cubic_feet: round2(cm3 / CM3_PER_FT3),
    dimensional_weight_lb: round2(volumeKg / KG_PER_LB),
    weight_lb: round2(weight_lb),
    weight_kg: round2(weight_lb * KG_PER_LB),
    volume_kg: round2(volumeKg),
  };
}
