import { z } from 'zod';
import { dataOf, MoneySchema } from './envelope.ts';
import { CountrySchema } from './geo.ts';
import { DECLARED_VALUE_MAX, PIECE_LENGTH_MAX_CM, PIECE_WEIGHT_MAX_KG, QUOTE_PIECES_MAX } from './limits.ts';

export const QUOTE_SERVICES = ['AIR', 'OCEAN'] as const;
export const QuoteServiceSchema = z.enum(QUOTE_SERVICES);
export type QuoteService = z.infer<typeof QuoteServiceSchema>;

/** What a quote charges besides the freight (docs/product.md#the-quote): the engine charges them, the forms name them. */
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
const QuotePieceSchema = z.object({
  length_cm: measure(PIECE_LENGTH_MAX_CM),
  width_cm: measure(PIECE_LENGTH_MAX_CM),
  height_cm: measure(PIECE_LENGTH_MAX_CM),
  weight_kg: measure(PIECE_WEIGHT_MAX_KG),
});
export type QuotePiece = z.infer<typeof QuotePieceSchema>;

export const PackageIdsSchema = z.array(z.number().int().positive()).min(1).max(QUOTE_PIECES_MAX);

/** What is priced: insurance covers a declared value, repacking is asked or not. */
export const QuoteOptionsSchema = z.object({
  declared_value: z.number().positive().max(DECLARED_VALUE_MAX).nullish(),
  insurance: z.boolean().optional(),
  repack: z.boolean().optional(),
});
type QuoteOptions = z.infer<typeof QuoteOptionsSchema>;

/**
 * The rules that tie fields of a quote or a consolidation request together. A refusal names its
 * rule (the issue's `params.rule`, on the field the server reports it on); the server's catalogs
 * and the portal's forms each word it.
 */
const QUOTE_RULES = ['piecesOrPackages', 'insuranceNeedsValue', 'valueNeedsInsurance'] as const;
export type QuoteRule = (typeof QUOTE_RULES)[number];
export const isQuoteRule = (value: unknown): value is QuoteRule => QUOTE_RULES.includes(value as QuoteRule);

/** Insurance covers a declared value: both or neither (docs/product.md#the-quote). The rule broken, or null. */
export function insuranceRule({ insurance, declared_value }: QuoteOptions): 'insuranceNeedsValue' | 'valueNeedsInsurance' | null {
  const hasValue = declared_value !== undefined && declared_value !== null;
  if (insurance && !hasValue) return 'insuranceNeedsValue';
  if (!insurance && hasValue) return 'valueNeedsInsurance';
  return null;
}

/** A quote prices the pieces typed or the customer's packages, exactly one of them (docs/product.md#quote-calls). */
export const piecesOrPackagesRule = ({ pieces, package_ids }: { pieces?: unknown; package_ids?: unknown }): 'piecesOrPackages' | null =>
  (pieces === undefined) === (package_ids === undefined) ? 'piecesOrPackages' : null;

/**
 * A request's rules as a check: each broken one an issue on its field, named by `params.rule`.
 * Checked once every field is valid on its own, as the rules read valid values.
 */
export const quoteRulesCheck = <T>(rulesOf: (value: T) => readonly (readonly [field: string, rule: QuoteRule | null])[]) =>
  z.superRefine<T>(
    (value, ctx) => {
      for (const [field, rule] of rulesOf(value)) if (rule) ctx.addIssue({ code: 'custom', path: [field], params: { rule }, input: value });
    },
    { when: ({ issues }) => issues.length === 0 },
  );

const QuoteRequestFieldsSchema = QuoteOptionsSchema.extend({
  country_id: z.number().int().positive(),
  service: QuoteServiceSchema,
  pieces: z.array(QuotePieceSchema).min(1).max(QUOTE_PIECES_MAX).optional(),
  package_ids: PackageIdsSchema.optional(),
}).strict();

/** POST api/quotes: the pieces typed in the calculator, or packages in the warehouse. */
export const QuoteRequestSchema = QuoteRequestFieldsSchema.check(
  quoteRulesCheck((request: z.infer<typeof QuoteRequestFieldsSchema>) => [
    ['pieces', piecesOrPackagesRule(request)],
    ['declared_value', insuranceRule(request)],
  ]),
);
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

/** GET api/quotes/countries: the countries that have rates, by name, the caller's own first (docs/product.md#the-calculator). */
export const QuoteCountriesResponseSchema = dataOf(z.array(CountrySchema));
