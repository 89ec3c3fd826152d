import { z } from 'zod';
import { dataOf } from './envelope.ts';
import { PackageSchema } from './packages.ts';
import { PreAlertSchema } from './pre-alerts.ts';
import { ShipmentSchema } from './shipments.ts';
import { withoutSpaces } from './tracking.ts';

const SEARCH_QUERY_MAX = 100;
/** At most this many of each kind, newest first. */
export const SEARCH_RESULTS_MAX = 10;

/** `q` is searched without its spaces, as tracking numbers are stored (docs/product.md#search). */
export const SearchQuerySchema = z.object({
  q: z
    .string()
    .overwrite(withoutSpaces)
    .min(1)
    .max(SEARCH_QUERY_MAX)
    .refine((q) => !q.includes('\u0000')),
});

/** GET api/search?q=: the caller's packages, pre-alerts and shipments whose tracking contains q (any case). */
export const SearchResponseSchema = dataOf(
  z.object({
    packages: z.array(PackageSchema),
    pre_alerts: z.array(PreAlertSchema),
    shipments: z.array(ShipmentSchema),
  }),
);
