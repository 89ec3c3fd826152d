// The rules between fields of a quote and of a consolidation request (docs/product.md#the-quote,
// docs/product.md#consolidation-requests), in the contract both sides read: each broken rule an
// issue on the field the server reports, named by `params.rule` (the server words it).
import { describe, expect, it } from 'vitest';
import { insuranceRule, piecesOrPackagesRule, QuoteRequestSchema } from '../../src/api/contract/quotes.ts';
import { ShipmentCreateSchema } from '../../src/api/contract/shipments.ts';

const piece = { length_cm: 50, width_cm: 40, height_cm: 30, weight_kg: 5 };
const quote = { country_id: 1, service: 'AIR' };
const request = { package_ids: [1], recipient_id: 2, service: 'OCEAN' };

/** The broken rules of a parse, as [field, rule]. */
function rulesOf(result: { success: boolean; error?: { issues: readonly { path: readonly PropertyKey[]; code: string; params?: unknown }[] } }) {
  return (result.error?.issues ?? [])
    .filter((issue) => issue.code === 'custom')
    .map((issue) => [issue.path.join('.'), (issue.params as { rule?: string } | undefined)?.rule]);
}

describe('the rules between fields', () => {
  it('insurance covers a declared value: both or neither', () => {
    expect(insuranceRule({ insurance: true, declared_value: 100 })).toBeNull();
    expect(insuranceRule({})).toBeNull();
    expect(insuranceRule({ insurance: false, declared_value: null })).toBeNull();
    expect(insuranceRule({ insurance: true })).toBe('insuranceNeedsValue');
    expect(insuranceRule({ insurance: true, declared_value: null })).toBe('insuranceNeedsValue');
    expect(insuranceRule({ declared_value: 100 })).toBe('valueNeedsInsurance');
  });

  it('a quote prices the pieces or the packages, exactly one of them', () => {
    expect(piecesOrPackagesRule({ pieces: [piece] })).toBeNull();
    expect(piecesOrPackagesRule({ package_ids: [1] })).toBeNull();
    expect(piecesOrPackagesRule({})).toBe('piecesOrPackages');
    expect(piecesOrPackagesRule({ pieces: [piece], package_ids: [1] })).toBe('piecesOrPackages');
  });

  it('are part of the quote request: on `pieces` and `declared_value`, together', () => {
    expect(QuoteRequestSchema.safeParse({ ...quote, pieces: [piece], insurance: true, declared_value: 80 }).success).toBe(true);
    expect(rulesOf(QuoteRequestSchema.safeParse({ ...quote, insurance: true }))).toEqual([
      ['pieces', 'piecesOrPackages'],
      ['declared_value', 'insuranceNeedsValue'],
    ]);
    expect(rulesOf(QuoteRequestSchema.safeParse({ ...quote, package_ids: [1], declared_value: 80 }))).toEqual([['declared_value', 'valueNeedsInsurance']]);
  });

  it('are part of the consolidation request, on `declared_value`', () => {
    expect(ShipmentCreateSchema.safeParse({ ...request, insurance: true, declared_value: 80 }).success).toBe(true);
    expect(rulesOf(ShipmentCreateSchema.safeParse({ ...request, insurance: true }))).toEqual([['declared_value', 'insuranceNeedsValue']]);
    expect(rulesOf(ShipmentCreateSchema.safeParse({ ...request, declared_value: 80 }))).toEqual([['declared_value', 'valueNeedsInsurance']]);
  });

  it('wait for the fields to be valid on their own, so a field shows its own message alone', () => {
    const invalid = QuoteRequestSchema.safeParse({ ...quote, pieces: [{ ...piece, weight_kg: 0 }], declared_value: 80 });
    expect(invalid.success).toBe(false);
    expect(rulesOf(invalid)).toEqual([]);
    expect(rulesOf(ShipmentCreateSchema.safeParse({ ...request, declared_value: 0 }))).toEqual([]);
  });
});
