import { z } from 'zod';

/** One of the known values, or another text; `string & {}` keeps the known ones offered by the editor. */
export type KnownOr<K extends string> = K | (string & {});

/**
 * A status as the portal reads it: one of `known`, or a newer one the company's own backend may
 * add, which the portal shows as it came (docs/product.md#statuses). The reference server writes
 * only `known`: its database columns have the enum's type.
 */
export const knownOr = <K extends string>(known: z.ZodType<K>): z.ZodType<KnownOr<K>> => z.union([known, z.string()]);
