// A package as api/packages gives it, with what a test cares about overridden.
import type { Package } from '../../../src/api/contract/packages.ts';

export const aPackage = (id: number, fields: Partial<Package> = {}): Package => ({
  id,
  content: `Content ${id}`,
  us_courier: { name: 'UPS' },
  locker: 'CAS-1',
  provider: 'Amazon',
  tracking: `1Z${id}`,
  warehouse: { name: 'Miami' },
  status: 'IN_WAREHOUSE',
  destination: 'Venezuela',
  cost: 20,
  dimensions: { length: 10, width: 10, height: 10, description: null, cubic_feet: 0.1, dimensional_weight: 1, weight: 1 },
  date: '2025-03-01',
  free_until: null,
  weight_kg: 1,
  volume_kg: 1,
  shipment: null,
  media: [],
  created_at: '2025-03-01T14:05:00.000Z',
  shippable: false,
  ...fields,
});
