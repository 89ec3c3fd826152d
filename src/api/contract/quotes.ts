import { z } from 'zod';
import { dataOf, MoneySchema } from './envelope.ts';
import { DECLARED_VALUE_MAX, PIECE_LENGTH_MAX_CM, PIECE_WEIGHT_MAX_KG, QUOTE_PIECES_MAX } from './limits.ts';

export const QUOTE_SERVICES = ['AIR', 'OCEAN'] as const;
export const QuoteServiceSchema = z.enum(QUOTE_SERVICES);
export type QuoteService = z.infer<typeof QuoteServiceSchema>;

/** What a quote charges besides the freight (decisions §4): the engine charges them, the forms name them. */
export const FUEL_SURCHARGE_RATE = 0.08;
export const HANDLING_PER_EXTRA_PACKAGE = 2;
export const REPACKING_FEE = 5;
export const INSURANCE_RATE = 0.03;
export const INSURANCE_MIN = 2;

/** The lines of a quote, in this order; a line that does not apply is left out. */
export const QUOTE_LINE_CODES = ['FREIGHT', 'FUEL_SURCHARGE', 'HANDLING', 'REPACKING', 'INSURANCE'] as const;
export type QuoteLineCode = (typeof QUOTE_LINE_CODES)[number];

const measure = (max: number) => z.number().positive().max(max);
/** A piece the customer describes in the calculator: centimetres and kilograms. */
export const QuotePieceSchema = z.object({
  length_cm: measure(PIECE_LENGTH_MAX_CM),
  width_cm: measure(PIECE_LENGTH_MAX_CM),
  height_cm: measure(PIECE_LENGTH_MAX_CM),
  weight_kg: measure(PIECE_WEIGHT_MAX_KG),
});
export type QuotePiece = z.infer<typeof QuotePieceSchema>;

export const PackageIdsSchema = z.array(z.number().int().positive()).min(1).max(QUOTE_PIECES_MAX);

/**
 * What is priced: insurance covers a declared value (both or neither, checked by the server with
 * its own message), repacking is asked or not.
 */
export const QuoteOptionsSchema = z.object({
  declared_value: z.number().positive().max(DECLARED_VALUE_MAX).nullish(),
  insurance: z.boolean().optional(),
  repack: z.boolean().optional(),
});

/** POST api/quotes: the pieces typed in the calculator, or packages in the warehouse. */
export const QuoteRequestSchema = QuoteOptionsSchema.extend({
  country_id: z.number().int().positive(),
  service: QuoteServiceSchema,
  pieces: z.array(QuotePieceSchema).min(1).max(QUOTE_PIECES_MAX).optional(),
  package_ids: PackageIdsSchema.optional(),
}).strict();
export type QuoteRequest = z.infer<typeof QuoteRequestSchema>;

export const QuoteSchema = z.object({
  service: QuoteServiceSchema,
  billable_kg: z.number(),
  volumetric_kg: z.number(),
  cubic_feet: z.number(),
  /** `label` is in the request's language. */
  lines: z.array(z.object({ code: z.enum(QUOTE_LINE_CODES), label: z.string(), amount: MoneySchema })),
  total: MoneySchema,
  currency: z.literal('USD'),
  transit_days: z.object({ min: z.number().int(), max: z.number().int() }),
});
export type Quote = z.infer<typeof QuoteSchema>;
export const QuoteResponseSchema = dataOf(QuoteSchema);
