// The statuses of the contract (docs/product.md#statuses): the server writes only the enums'
// values; the portal reads any text, as the company's own backend may add a status.
import { describe, expect, it } from 'vitest';
import { INVOICE_STATUSES, InvoiceSchema, InvoiceStatusSchema } from '../../src/api/contract/invoices.ts';
import { PACKAGE_STATUSES, PackageLogSchema, PackageSchema, PackageStatusSchema } from '../../src/api/contract/packages.ts';
import { PRE_ALERT_STATUSES, PreAlertSchema, PreAlertStatusSchema } from '../../src/api/contract/pre-alerts.ts';
import { REQUESTED_STATUS, SHIPMENT_STATUSES, ShipmentSchema, ShipmentStatusSchema, StatusEventSchema } from '../../src/api/contract/shipments.ts';

describe('the statuses of the contract', () => {
  it('are enums the server writes: a status they do not name is refused', () => {
    for (const [schema, values] of [
      [PackageStatusSchema, PACKAGE_STATUSES],
      [PreAlertStatusSchema, PRE_ALERT_STATUSES],
      [ShipmentStatusSchema, SHIPMENT_STATUSES],
      [InvoiceStatusSchema, INVOICE_STATUSES],
    ] as const) {
      for (const value of values) expect(schema.parse(value)).toBe(value);
      expect(schema.safeParse('ON_HOLD').success).toBe(false);
    }
    expect(SHIPMENT_STATUSES).toContain(REQUESTED_STATUS);
  });

  it('are read by the portal whatever the text, a newer status as it came', () => {
    const status = (schema: { shape: { status: { parse(value: unknown): unknown } } }, value: unknown) => schema.shape.status.parse(value);
    for (const schema of [PackageSchema, PreAlertSchema, ShipmentSchema, InvoiceSchema]) {
      expect(status(schema, 'ON_HOLD')).toBe('ON_HOLD');
      expect(() => status(schema, 7)).toThrow();
    }
    expect(status(PackageSchema, 'IN_WAREHOUSE')).toBe('IN_WAREHOUSE');
    expect(PackageLogSchema.shape.key.parse('ON_HOLD')).toBe('ON_HOLD');
    expect(StatusEventSchema.shape.key.parse('ON_HOLD')).toBe('ON_HOLD');
  });
});
