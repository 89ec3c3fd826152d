// The quote engine (docs/product.md#the-quote), on cases computed by hand from the demo rates of Venezuela
// (air 9.90 USD/kg, ocean 22 USD/ft³, 3–7 and 15–30 days).
import { describe, expect, it } from 'vitest';
import type { StoredQuote } from '../../server/db/stored-quote.ts';
import { quote, type ServiceRate, type QuotePiece, type QuoteRequest } from '../../server/domain/quote.ts';

const VE_AIR: ServiceRate = { rate: 9.9, transit_days: { min: 3, max: 7 } };
const VE_OCEAN: ServiceRate = { rate: 22, transit_days: { min: 15, max: 30 } };
/** Venezuela's rate for the request's service. */
const VE = (r: QuoteRequest) => (r.service === 'AIR' ? VE_AIR : VE_OCEAN);
const priced = (over: Partial<QuoteRequest>) => {
  const r = request(over);
  return quote(r, VE(r));
};
const piece = (length_cm: number, width_cm: number, height_cm: number, weight_kg: number): QuotePiece => ({ length_cm, width_cm, height_cm, weight_kg });
const request = (over: Partial<QuoteRequest>): QuoteRequest => ({ service: 'AIR', pieces: [], declared_value: null, repack: false, ...over });
const amounts = (q: StoredQuote) => Object.fromEntries(q.lines.map((line) => [line.code, line.amount]));

describe('the quote by air', () => {
  it('charges the volumetric weight when it beats the real one (50×40×30 cm, 5 kg: 12 kg)', () => {
    const q = priced({ pieces: [piece(50, 40, 30, 5)] });
    expect(q.billable_kg).toBe(12);
    expect(q.volumetric_kg).toBe(12);
    // 12 × 9.90 = 118.80; fuel 8% = 9.504 → 9.50.
    expect(amounts(q)).toEqual({ FREIGHT: 118.8, FUEL_SURCHARGE: 9.5 });
    expect(q.total).toBe(128.3);
    expect(q.transit_days).toEqual({ min: 3, max: 7 });
    expect(q.currency).toBe('USD');
  });

  it('charges the real weight when it beats the volumetric one, up to the next 0.5 kg (3.2 kg → 3.5)', () => {
    const q = priced({ pieces: [piece(10, 10, 10, 3.2)] });
    expect(q.volumetric_kg).toBe(0.2);
    expect(q.billable_kg).toBe(3.5);
    // 3.5 × 9.90 = 34.65; fuel 2.772 → 2.77.
    expect(amounts(q)).toEqual({ FREIGHT: 34.65, FUEL_SURCHARGE: 2.77 });
    expect(q.total).toBe(37.42);
  });

  it('keeps a weight already on a half kilogram (2.5 kg stays 2.5)', () => {
    expect(priced({ pieces: [piece(10, 10, 10, 2.5)] }).billable_kg).toBe(2.5);
    // 1.1 + 2.2 + 0.2 is 3.5000000000000004 in binary: still 3.5, not 4.
    expect(priced({ pieces: [piece(1, 1, 1, 1.1), piece(1, 1, 1, 2.2), piece(1, 1, 1, 0.2)] }).billable_kg).toBe(3.5);
  });

  it('charges at least 1 kg (0.3 kg → 0.5 → 1)', () => {
    const q = priced({ pieces: [piece(10, 10, 10, 0.3)] });
    expect(q.billable_kg).toBe(1);
    // 9.90; fuel 0.792 → 0.79.
    expect(amounts(q)).toEqual({ FREIGHT: 9.9, FUEL_SURCHARGE: 0.79 });
    expect(q.total).toBe(10.69);
  });

  it('takes the greater weight piece by piece, then rounds the sum, and adds handling after the first package', () => {
    // 12 (volumetric) + 3.2 (real) = 15.2 → 15.5 kg; the volumetric sum is 12.2.
    const q = priced({ pieces: [piece(50, 40, 30, 5), piece(10, 10, 10, 3.2)] });
    expect(q.billable_kg).toBe(15.5);
    expect(q.volumetric_kg).toBe(12.2);
    // 15.5 × 9.90 = 153.45; fuel 12.276 → 12.28; handling 1 × 2.00.
    expect(amounts(q)).toEqual({ FREIGHT: 153.45, FUEL_SURCHARGE: 12.28, HANDLING: 2 });
    expect(q.total).toBe(167.73);
  });

  it('charges 2.00 for each package after the first', () => {
    const q = priced({ pieces: [1, 2, 3, 4].map(() => piece(10, 10, 10, 1)) });
    expect(amounts(q).HANDLING).toBe(6);
  });
});

describe('the quote by ocean', () => {
  it('charges the cubic feet rounded up to 0.1 (100×50×50 cm: 8.8287 ft³ → 8.9)', () => {
    const q = priced({ service: 'OCEAN', pieces: [piece(100, 50, 50, 20)] });
    expect(q.cubic_feet).toBe(8.9);
    // 8.9 × 22 = 195.80; fuel 15.664 → 15.66.
    expect(amounts(q)).toEqual({ FREIGHT: 195.8, FUEL_SURCHARGE: 15.66 });
    expect(q.total).toBe(211.46);
    expect(q.transit_days).toEqual({ min: 15, max: 30 });
  });

  it('charges at least 1 ft³ (30×30×30 cm: 0.95 ft³)', () => {
    const q = priced({ service: 'OCEAN', pieces: [piece(30, 30, 30, 2)] });
    expect(q.cubic_feet).toBe(1);
    // 22.00; fuel 1.76.
    expect(q.total).toBe(23.76);
  });

  it('keeps a volume already on a tenth (exactly 2 ft³ of 28,316.8 cm³ stays 2.0)', () => {
    expect(priced({ service: 'OCEAN', pieces: [piece(283.168, 20, 10, 1)] }).cubic_feet).toBe(2);
  });

  it('sums the pieces before rounding (two of 0.6 ft³ are 1.2, not 2)', () => {
    // 40×40×10.62 cm = 16,992 cm³ = 0.60006 ft³ each: 1.20012 → 1.3.
    const q = priced({ service: 'OCEAN', pieces: [piece(40, 40, 10.62, 1), piece(40, 40, 10.62, 1)] });
    expect(q.cubic_feet).toBe(1.3);
    // 1.3 × 22 = 28.60; fuel 2.288 → 2.29; handling 2.00.
    expect(q.total).toBe(32.89);
  });
});

describe('the options', () => {
  it('repacking adds 5.00', () => {
    const q = priced({ pieces: [piece(10, 10, 10, 1)], repack: true });
    expect(amounts(q).REPACKING).toBe(5);
    // 9.90 + 0.79 + 5.00.
    expect(q.total).toBe(15.69);
  });

  it('insurance is 3% of the declared value (1,000 → 30.00)', () => {
    expect(amounts(priced({ pieces: [piece(10, 10, 10, 1)], declared_value: 1000 })).INSURANCE).toBe(30);
  });

  it('insurance is at least 2.00 (3% of 50 is 1.50)', () => {
    expect(amounts(priced({ pieces: [piece(10, 10, 10, 1)], declared_value: 50 })).INSURANCE).toBe(2);
  });

  it('rounds money half-up to the cent, whatever binary floats say (3% of 100.50 is 3.015 → 3.02)', () => {
    expect(amounts(priced({ pieces: [piece(10, 10, 10, 1)], declared_value: 100.5 })).INSURANCE).toBe(3.02);
  });

  it('lists the lines in a fixed order, and the total is their sum to the cent', () => {
    const q = priced({ pieces: [piece(50, 40, 30, 5), piece(10, 10, 10, 3.2)], declared_value: 250, repack: true });
    expect(q.lines.map((line) => line.code)).toEqual(['FREIGHT', 'FUEL_SURCHARGE', 'HANDLING', 'REPACKING', 'INSURANCE']);
    // 153.45 + 12.28 + 2.00 + 5.00 + 7.50.
    expect(q.total).toBe(180.23);
  });
});
