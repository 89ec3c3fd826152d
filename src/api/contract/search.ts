import { z } from 'zod';
import { dataOf } from './envelope.ts';
import { PackageSchema } from './packages.ts';
import { PreAlertSchema } from './pre-alerts.ts';
import { ShipmentSchema } from './shipments.ts';

export const SearchQuerySchema = z.object({ q: z.string().trim().min(1).max(100) });
export const SearchResponseSchema = dataOf(
  z.object({
    packages: z.array(PackageSchema),
    pre_alerts: z.array(PreAlertSchema),
    shipments: z.array(ShipmentSchema),
  }),
);
