import { z } from 'zod';
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { DECLARED_VALUE_MAX, PIECE_LENGTH_MAX_CM, PIECE_WEIGHT_MAX_KG, QUOTE_PIECES_MAX } from '../../api/contract/limits.ts';
import { insuranceRule, QUOTE_SERVICES, type QuotePiece, type QuoteRequest } from '../../api/contract/quotes.ts';
import { declaredValueOf } from '../../forms/declared-value.ts';

/** The calculator's rules, each with its message (the contract's limits in it). */
export const calculatorMessages = {
  country: msg`Choose the destination country.`,
  service: msg`Choose air or ocean.`,
  length: msg`Enter centimetres: more than 0 and up to ${PIECE_LENGTH_MAX_CM}.`,
  weight: msg`Enter kilograms: more than 0 and up to ${PIECE_WEIGHT_MAX_KG}.`,
  declaredValue: msg`Enter the value in USD: more than 0 and up to ${DECLARED_VALUE_MAX}, with at most 2 decimals.`,
  pieces: msg`Add between 1 and ${QUOTE_PIECES_MAX} pieces.`,
};

/** A measure as typed: digits with a decimal point or comma ("12,5" and "12.5" are the same). */
function parseMeasure(text: string | undefined): number | null {
  const trimmed = text?.trim() ?? '';
  if (!/^\d{1,6}([.,]\d{1,3})?$/.test(trimmed)) return null;
  return Number(trimmed.replace(',', '.'));
}

const within = (value: number | null, max: number): value is number => value !== null && value > 0 && value <= max;
const isTicked = (value: unknown) => value === 'on' || value === 'true';
type OptionFields = { insurance?: string; declared_value?: string } | undefined;

/**
 * The calculator's form, as its fields hold it (text; Conform leaves out what is empty), read into
 * the contract's QuoteRequest. The messages are translated now: `i18n` is the current language.
 */
export function calculatorSchema(i18n: I18n) {
  const message = (key: keyof typeof calculatorMessages) => ({ error: i18n._(calculatorMessages[key]) });
  // A declared value counts only with insurance (its field shows only then).
  const insured = (values: OptionFields) => (isTicked(values?.insurance) ? declaredValueOf(i18n.locale, values?.declared_value ?? '') : null);
  const measure = (max: number, key: 'length' | 'weight') =>
    z
      .string(message(key))
      .transform(parseMeasure)
      .refine((value) => within(value, max), message(key))
      .transform((value) => value as number);
  const piece = z.object({
    length_cm: measure(PIECE_LENGTH_MAX_CM, 'length'),
    width_cm: measure(PIECE_LENGTH_MAX_CM, 'length'),
    height_cm: measure(PIECE_LENGTH_MAX_CM, 'length'),
    weight_kg: measure(PIECE_WEIGHT_MAX_KG, 'weight'),
  });
  return z
    .object({
      country_id: z
        .string(message('country'))
        .regex(/^\d+$/, message('country'))
        .transform((value) => Number(value)),
      service: z.enum(QUOTE_SERVICES, message('service')),
      pieces: z.array(piece, message('pieces')).min(1, message('pieces')).max(QUOTE_PIECES_MAX, message('pieces')),
      insurance: z.string().optional(),
      declared_value: z.string().optional(),
      repack: z.string().optional(),
    })
    .refine(
      // The contract's rule, as the server checks it; here checked whatever else is wrong, so the
      // field shows its message as soon as it is left.
      (values) => insuranceRule({ insurance: isTicked(values?.insurance), declared_value: insured(values) }) === null,
      { ...message('declaredValue'), path: ['declared_value'], when: () => true },
    )
    .transform(
      (values): QuoteRequest => ({
        country_id: values.country_id,
        service: values.service,
        pieces: values.pieces as QuotePiece[],
        insurance: isTicked(values.insurance),
        declared_value: insured(values),
        repack: isTicked(values.repack),
      }),
    );
}

/** A server field name (`pieces.0.length_cm`) as the form names it (`pieces[0].length_cm`). */
export const formFieldName = (serverName: string) => serverName.replace(/\.(\d+)(?=\.|$)/g, '[$1]');
