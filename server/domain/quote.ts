// The shipping quote (docs/product.md#the-quote): one pure engine for the calculator (POST api/quotes) and for
// consolidation (POST api/shipments, which stores the quote it was made with). Amounts are USD.
import { VOLUMETRIC_DIVISOR_CM } from '../../src/api/contract/limits.ts';
import {
  FUEL_SURCHARGE_RATE,
  HANDLING_PER_EXTRA_PACKAGE,
  INSURANCE_MIN,
  INSURANCE_RATE,
  REPACKING_FEE,
  type QuoteService,
} from '../../src/api/contract/quotes.ts';
import type { Days, StoredQuote } from '../db/stored-quote.ts';

/** The divisor docs/product.md#the-quote gives for cubic feet (cm³ per ft³, as the rate card rounds it). */
const QUOTE_CM3_PER_FT3 = 28_316.8;
const BILLABLE_KG_STEP = 0.5;
const BILLABLE_KG_MIN = 1;
const CUBIC_FEET_STEP = 0.1;
const CUBIC_FEET_MIN = 1;

export type QuotePiece = { length_cm: number; width_cm: number; height_cm: number; weight_kg: number };
/** A destination country's rate for one service (a row of `shipping_rates`): USD per kg (AIR) or per ft³ (OCEAN). */
export type ServiceRate = { rate: number; transit_days: Days };
export type QuoteRequest = {
  service: QuoteService;
  pieces: readonly QuotePiece[];
  /** Insurance is asked with a declared value; none without. */
  declared_value: number | null;
  repack: boolean;
};

/** In whole cents, half-up, without binary-float surprises (1.005 -> 101). */
const cents = (amount: number) => Math.round(amount * 100 * (1 + Number.EPSILON));
/** Up to the next step (0.5 kg, 0.1 ft³); a value already on a step stays (2.0000000001 -> 2). */
const upToStep = (value: number, step: number) => (Math.ceil(Number((value / step).toFixed(9))) * cents(step)) / 100;
const volumeCm3 = (p: QuotePiece) => p.length_cm * p.width_cm * p.height_cm;

/** The quote of `pieces` (each a package) sent by `service` to a country at `rate`. */
export function quote(request: QuoteRequest, { rate, transit_days }: ServiceRate): StoredQuote {
  const { service, pieces, declared_value, repack } = request;
  const volumetric = pieces.reduce((sum, p) => sum + volumeCm3(p) / VOLUMETRIC_DIVISOR_CM, 0);
  const realOrVolumetric = pieces.reduce((sum, p) => sum + Math.max(p.weight_kg, volumeCm3(p) / VOLUMETRIC_DIVISOR_CM), 0);
  const billableKg = Math.max(BILLABLE_KG_MIN, upToStep(realOrVolumetric, BILLABLE_KG_STEP));
  const cubicFeet = Math.max(
    CUBIC_FEET_MIN,
    upToStep(pieces.reduce((sum, p) => sum + volumeCm3(p) / QUOTE_CM3_PER_FT3, 0), CUBIC_FEET_STEP),
  );

  const freight = cents((service === 'AIR' ? billableKg : cubicFeet) * rate);
  const lines: StoredQuote['lines'] = [
    { code: 'FREIGHT', amount: freight / 100 },
    { code: 'FUEL_SURCHARGE', amount: cents((freight / 100) * FUEL_SURCHARGE_RATE) / 100 },
  ];
  if (pieces.length > 1) lines.push({ code: 'HANDLING', amount: (cents(HANDLING_PER_EXTRA_PACKAGE) * (pieces.length - 1)) / 100 });
  if (repack) lines.push({ code: 'REPACKING', amount: REPACKING_FEE });
  if (declared_value !== null) {
    lines.push({ code: 'INSURANCE', amount: Math.max(cents(INSURANCE_MIN), cents(declared_value * INSURANCE_RATE)) / 100 });
  }
  return {
    service,
    billable_kg: billableKg,
    volumetric_kg: cents(volumetric) / 100,
    cubic_feet: cubicFeet,
    lines,
    total: lines.reduce((sum, line) => sum + cents(line.amount), 0) / 100,
    currency: 'USD',
    transit_days,
  };
}
