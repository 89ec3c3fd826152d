import { VOLUMETRIC_DIVISOR_CM } from '../api/contract/limits.ts';

/** Volumetric weight in kg: length × width × height in cm ÷ 5000 (docs/product.md#weights-and-measures). */
export const volumetricWeightKg = (lengthCm: number, widthCm: number, heightCm: number): number =>
  (lengthCm * widthCm * heightCm) / VOLUMETRIC_DIVISOR_CM;

/** "L x W x H", as docs/product.md#weights-and-measures writes dimensions. */
export const dimensionsText = (length: number, width: number, height: number): string => `${length} x ${width} x ${height}`;
