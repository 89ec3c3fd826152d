import { z } from 'zod';
import { NO_OPTIONS, type ShipmentOptions } from '../../../machines/consolidation.ts';
import { SHIPMENT_NOTES_MAX } from '../../api/contract/limits.ts';
import { QuoteOptionsSchema } from '../../api/contract/quotes.ts';
import { keepTabValue, readTabValue } from '../../lib/tab-storage.ts';

/**
 * The options of the request in progress, in the tab's session storage: a reload keeps them, another
 * tab has its own, and the request sent forgets them (docs/product.md#steps-and-history). Not in the
 * address: they change at every key typed, and the notes run to 500 characters.
 */
const STORAGE_KEY = 'casillero:consolidation-options';

/** What a stored value must be to come back: anything else (another version's, edited by hand) is dropped. */
const KeptOptionsSchema = z.object({
  insurance: z.boolean(),
  declaredValue: QuoteOptionsSchema.shape.declared_value.transform((value) => value ?? null),
  repack: z.boolean(),
  notes: z.string().max(SHIPMENT_NOTES_MAX),
}) satisfies z.ZodType<ShipmentOptions, unknown>;

const isNone = (options: ShipmentOptions) =>
  !options.insurance && options.declaredValue === null && !options.repack && options.notes === '';

/** The options this tab kept, or null (none, unreadable, or storage refused). */
export const readKeptOptions = (): ShipmentOptions | null => readTabValue(STORAGE_KEY, (stored) => KeptOptionsSchema.safeParse(stored).data ?? null);

/** Keeps the options for a reload (none chosen: nothing kept). Storage refused (full, blocked): only a reload loses them. */
export const keepOptions = (options: ShipmentOptions): void => keepTabValue(STORAGE_KEY, isNone(options) ? null : options);

export const forgetKeptOptions = (): void => keepOptions(NO_OPTIONS);
