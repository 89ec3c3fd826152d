import { useEffect, useMemo, useRef } from 'react';
import { getFormProps, getInputProps, useForm, type FieldMetadata } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Country } from '../../api/contract/geo.ts';
import type { QuoteRequest } from '../../api/contract/quotes.ts';
import { QUOTE_PIECES_MAX } from '../../api/contract/limits.ts';
import { useActorSelector } from '../../lib/use-actor-selector.ts';
import { AmountField } from '../../ui/forms/amount-field.tsx';
import { FieldError } from '../../ui/forms/field-error.tsx';
import { controlExtras, FieldLabel, FormProblems, SelectField } from '../../ui/forms/form-field.tsx';
import { serverResult } from '../../ui/forms/server-result.ts';
import { fieldErrorsOf, type QuoteCalculatorActor } from './calculator-actor.ts';
import { calculatorSchema, formFieldName } from './calculator-schema.ts';
import { InsuranceOptionLabel, RepackingOptionLabel } from '../../forms/quote-option-labels.tsx';

type PieceText = { length_cm: string; width_cm: string; height_cm: string; weight_kg: string };
type CalculatorTexts = {
  country_id: string;
  service: string;
  pieces: PieceText[];
  insurance: string;
  declared_value: string;
  repack: string;
};
type Meta = FieldMetadata<string, CalculatorTexts, string[]>;

const EMPTY_PIECE: PieceText = { length_cm: '', width_cm: '', height_cm: '', weight_kg: '' };
const FIELD_NAMES = ['country_id', 'service', 'pieces', 'insurance', 'declared_value', 'repack'];

/** Whether a server field name is one of the form's (a piece's measure included). */
const isFormField = (name: string) => FIELD_NAMES.some((field) => name === field || name.startsWith(`${field}[`));

/** The form's texts with the empty ones left out, as Conform reads a form. */
function withoutEmpty(value: unknown): unknown {
  if (value === '') return undefined;
  if (Array.isArray(value)) return value.map(withoutEmpty);
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, withoutEmpty(item)]));
  }
  return value;
}

type CalculatorFormProps = { actor: QuoteCalculatorActor; countries: readonly Country[]; defaultCountryId: number | null };

/**
 * What is priced: the destination, the service, the pieces and the options. Every change is read
 * with the calculator's rules: valid, it goes to the machine (CHANGE), which asks for the quote
 * once typing pauses; not valid, the machine is told (INVALIDATE) and the field shows why once it
 * is left. The server's refusals come back under their fields.
 */
export function CalculatorForm({ actor, countries, defaultCountryId }: CalculatorFormProps) {
  const { t, i18n } = useLingui();
  const serverErrors = useActorSelector(actor, fieldErrorsOf);
  const lastResult = useMemo(
    () => serverResult(Object.fromEntries(Object.entries(serverErrors).map(([name, texts]) => [formFieldName(name), texts]))),
    [serverErrors],
  );
  const problems = Object.entries(serverErrors).flatMap(([name, texts]) => (isFormField(formFieldName(name)) ? [] : texts));
  const [form, fields] = useForm<CalculatorTexts, QuoteRequest>({
    id: 'calculator',
    defaultValue: {
      country_id: defaultCountryId && countries.some((c) => c.id === defaultCountryId) ? String(defaultCountryId) : '',
      service: 'AIR',
      pieces: [EMPTY_PIECE],
      insurance: '',
      declared_value: '',
      repack: '',
    },
    lastResult,
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: calculatorSchema(i18n) }),
    // Nothing to submit: the quote follows what is typed.
    onSubmit: (event) => event.preventDefault(),
  });

  // Every change (and a new language: the quote's labels follow it) goes to the machine.
  const value = form.value;
  useEffect(() => {
    const parsed = calculatorSchema(i18n).safeParse(withoutEmpty(value));
    actor.send(parsed.success ? { type: 'CHANGE', draft: { request: parsed.data, language: i18n.locale } } : { type: 'INVALIDATE' });
  }, [actor, value, i18n]);

  const pieces = fields.pieces.getFieldList();
  const count = pieces.length;
  // Where the focus goes once the pieces have changed: the new piece, or the one that took the removed one's place.
  const focusNext = useRef<number | null>(null);
  useEffect(() => {
    if (focusNext.current === null) return;
    const index = Math.min(focusNext.current, count - 1);
    focusNext.current = null;
    document.getElementById(`calculator-piece-${index}`)?.focus();
  }, [count]);

  const addPiece = () => {
    focusNext.current = count;
    form.insert({ name: fields.pieces.name, defaultValue: EMPTY_PIECE });
  };
  const removePiece = (index: number) => {
    focusNext.current = index;
    form.remove({ name: fields.pieces.name, index });
  };
  const insured = fields.insurance.value === 'on';

  return (
    <section className="card calculator__form" aria-labelledby="calculator-form-title">
      <h2 id="calculator-form-title" className="card__title">
        <Trans>What you are sending</Trans>
      </h2>
      <form {...getFormProps(form)} className="form" noValidate>
        <FormProblems problems={problems} />
        <SelectField
          meta={fields.country_id as Meta}
          label={t`Destination country`}
          required
          placeholder={t`Choose…`}
          options={countries.map((c) => ({ value: String(c.id), label: c.name }))}
          autoComplete="off"
        />

        <fieldset className="field calculator__service">
          <legend className="field__label">
            <Trans>Service</Trans>
          </legend>
          <div className="segmented">
            {(['AIR', 'OCEAN'] as const).map((service) => (
              <label key={service} className="segmented__option">
                <input
                  {...getInputProps(fields.service, { type: 'radio', value: service })}
                  key={fields.service.key}
                  // One id per radio (Conform gives the field's to both).
                  id={`${fields.service.id}-${service.toLowerCase()}`}
                />
                <span>{service === 'AIR' ? t`Air` : t`Ocean`}</span>
              </label>
            ))}
          </div>
          <FieldError id={fields.service.errorId} errors={fields.service.errors} />
        </fieldset>

        <fieldset className="calculator__pieces" aria-describedby={fields.pieces.errorId}>
          <legend className="calculator__legend">
            <Trans>Pieces</Trans>
          </legend>
          <ol className="piece-list">
            {pieces.map((piece, index) => (
              <PieceFields
                key={piece.key}
                piece={piece as unknown as PieceMeta}
                index={index}
                removable={count > 1}
                onRemove={() => removePiece(index)}
              />
            ))}
          </ol>
          <FieldError id={fields.pieces.errorId} errors={fields.pieces.errors} />
          <button
            type="button"
            className="button button--secondary"
            onClick={addPiece}
            disabled={count >= QUOTE_PIECES_MAX}
          >
            <Trans>Add a piece</Trans>
          </button>
          {count >= QUOTE_PIECES_MAX && (
            <p className="field__hint">
              <Trans>A quote has at most {QUOTE_PIECES_MAX} pieces.</Trans>
            </p>
          )}
        </fieldset>

        <fieldset className="calculator__options">
          <legend className="calculator__legend">
            <Trans>Options</Trans>
          </legend>
          <label className="check-field">
            <input {...getInputProps(fields.insurance, { type: 'checkbox' })} key={fields.insurance.key} className="check-field__box" />
            <span>
              <InsuranceOptionLabel />
            </span>
          </label>
          {insured && <AmountField meta={fields.declared_value as Meta} label={t`Declared value (USD)`} />}
          <label className="check-field">
            <input {...getInputProps(fields.repack, { type: 'checkbox' })} key={fields.repack.key} className="check-field__box" />
            <span>
              <RepackingOptionLabel />
            </span>
          </label>
        </fieldset>
      </form>
    </section>
  );
}

type PieceMeta = FieldMetadata<PieceText, CalculatorTexts, string[]> & {
  getFieldset: () => Record<keyof PieceText, Meta>;
};

/** One piece: its three sides in centimetres and its weight in kilograms, and its remove button. */
function PieceFields({ piece, index, removable, onRemove }: { piece: PieceMeta; index: number; removable: boolean; onRemove: () => void }) {
  const { t } = useLingui();
  const { length_cm, width_cm, height_cm, weight_kg } = piece.getFieldset();
  const number = index + 1;
  return (
    <li className="piece">
      <div className="piece__header">
        <h3 id={`calculator-piece-${index}`} className="piece__title" tabIndex={-1}>
          <Trans>Piece {number}</Trans>
        </h3>
        {removable && (
          <button type="button" className="link-button piece__remove" onClick={onRemove} aria-label={t`Remove piece ${number}`}>
            <Trans>Remove</Trans>
          </button>
        )}
      </div>
      <div className="piece__fields">
        <MeasureField meta={length_cm} label={t`Length`} unit="cm" />
        <MeasureField meta={width_cm} label={t`Width`} unit="cm" />
        <MeasureField meta={height_cm} label={t`Height`} unit="cm" />
        <MeasureField meta={weight_kg} label={t`Weight`} unit="kg" />
      </div>
    </li>
  );
}

/** A measure typed as a decimal number ("12,5" or "12.5"), its unit beside it. */
function MeasureField({ meta, label, unit }: { meta: Meta; label: string; unit: 'cm' | 'kg' }) {
  const unitId = `${meta.id}-unit`;
  return (
    <div className="field measure">
      <FieldLabel htmlFor={meta.id} required>
        {label}
      </FieldLabel>
      <div className="measure__control">
        <input
          {...getInputProps(meta, { type: 'text' })}
          {...controlExtras(meta, true)}
          key={meta.key}
          aria-describedby={`${unitId} ${meta.errorId}`}
          className="field__input"
          inputMode="decimal"
          autoComplete="off"
        />
        <span id={unitId} className="measure__unit">
          {unit}
        </span>
      </div>
      <FieldError id={meta.errorId} errors={meta.errors} />
    </div>
  );
}
