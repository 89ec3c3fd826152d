import type { ChangeEvent, FocusEvent, ReactNode } from 'react';
import { getInputProps, getSelectProps, useInputControl, type FieldMetadata } from '@conform-to/react';
import { FieldError } from './field-error.tsx';
import { PhoneField } from './phone-field.tsx';
import { BusyButton } from '../busy-button.tsx';

/** Conform's metadata of any field of any form: what a field piece takes. */
export type FieldMeta = FieldMetadata<unknown, Record<string, unknown>, string[]>;

/** A field's label, with a marker when it is required (the control itself says so to screen readers). */
export function FieldLabel({ htmlFor, required, children }: { htmlFor: string; required?: boolean; children: ReactNode }) {
  return (
    <label htmlFor={htmlFor} className="field__label">
      {children}
      {required && (
        <span className="field__required" aria-hidden="true">
          {' *'}
        </span>
      )}
    </label>
  );
}

/**
 * What a control adds to Conform's getInputProps / getSelectProps / getTextareaProps (which give
 * id, name, form, aria-invalid and the default value; the key goes on by hand after them, as
 * Conform's author advises: React wants no key in a spread, and Conform's type still lists one):
 * - `required` as the field says: the forms give Conform no constraint, so its metadata has none;
 * - the error's id in aria-describedby before there is an error too (Conform adds it only with
 *   one): the error's slot is always there, so the control is always described by it.
 */
export const controlExtras = (meta: FieldMeta, required?: boolean) => ({
  required: required || undefined,
  'aria-describedby': meta.errorId,
});

type FieldFrameProps = {
  meta: FieldMeta;
  label: ReactNode;
  required?: boolean;
  className?: string;
  onBlur?: (event: FocusEvent<HTMLDivElement>) => void;
  children: ReactNode;
};

/** A field: label, control, error. */
export function FieldFrame({ meta, label, required, className, onBlur, children }: FieldFrameProps) {
  return (
    <div className={className ? `field ${className}` : 'field'} onBlur={onBlur}>
      <FieldLabel htmlFor={meta.id} required={required}>
        {label}
      </FieldLabel>
      {children}
      <FieldError id={meta.errorId} errors={meta.errors} />
    </div>
  );
}

type TextFieldProps = {
  meta: FieldMeta;
  label: ReactNode;
  required?: boolean;
  type?: 'text' | 'email' | 'tel' | 'url' | 'search';
  autoComplete: string;
  inputMode?: 'text' | 'email' | 'numeric' | 'tel';
  className?: string;
  /** The contract's limit for the field: typing stops there. */
  maxLength?: number;
};

/** A text input that keeps what is typed (uncontrolled; Conform reads it by name). */
export function TextField({ meta, label, required, type = 'text', autoComplete, inputMode, className, maxLength }: TextFieldProps) {
  return (
    <FieldFrame meta={meta} label={label} required={required} className={className}>
      <input
        {...getInputProps(meta, { type })}
        {...controlExtras(meta, required)}
        key={meta.key}
        className="field__input"
        autoComplete={autoComplete}
        inputMode={inputMode}
        maxLength={maxLength}
        spellCheck={type === 'email' ? false : undefined}
      />
    </FieldFrame>
  );
}

export type SelectOption = { value: string; label: string };

type SelectFieldProps = {
  meta: FieldMeta;
  label: ReactNode;
  required?: boolean;
  /** The empty first option's text ("Choose…", "Loading…"). */
  placeholder: string;
  options: readonly SelectOption[];
  autoComplete?: string;
  /** Controlled (with onChange); uncontrolled from the form's default otherwise. */
  value?: string;
  onChange?: (value: string) => void;
  busy?: boolean;
  /** Under the select, above the error (a failed load's retry). */
  children?: ReactNode;
};

/** A select with an empty first option; its options may still be loading (`busy`). */
export function SelectField({ meta, label, required, placeholder, options, autoComplete, value, onChange, busy, children }: SelectFieldProps) {
  // Controlled: no default value from Conform (React takes one or the other).
  const controlled = onChange
    ? { value: value ?? '', onChange: (event: ChangeEvent<HTMLSelectElement>) => onChange(event.target.value) }
    : {};
  return (
    <FieldFrame meta={meta} label={label} required={required}>
      <select
        {...getSelectProps(meta, { value: !onChange })}
        {...controlExtras(meta, required)}
        {...controlled}
        key={onChange ? undefined : meta.key}
        className="field__input field__select"
        autoComplete={autoComplete}
        aria-busy={busy || undefined}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {children}
    </FieldFrame>
  );
}

/** A field whose value the form sets itself (a cascade, a phone): Conform's input control for it. */
export function useFieldControl(meta: FieldMeta) {
  return useInputControl({ key: meta.key, name: meta.name, formId: meta.formId, initialValue: meta.defaultValue });
}
export type FieldControl = ReturnType<typeof useFieldControl>;

type PhoneFormFieldProps = {
  meta: FieldMeta;
  control: FieldControl;
  label: ReactNode;
  required?: boolean;
  /** The phone's country when empty (ISO alpha-2). */
  country: string;
};

/** A PhoneField in a form: E.164 in the form's value, validated when focus leaves the field. */
export function PhoneFormField({ meta, control, label, required, country }: PhoneFormFieldProps) {
  // The field's own inputs have no name: leaving the field is told to the form for them.
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) control.blur();
  };
  return (
    <FieldFrame meta={meta} label={label} required={required} onBlur={onBlur}>
      <PhoneField
        id={meta.id}
        name={meta.name}
        country={country}
        value={control.value || undefined}
        onChange={(value) => control.change(value ?? '')}
        aria-invalid={meta.errors ? true : undefined}
        aria-describedby={meta.errorId}
      />
    </FieldFrame>
  );
}

/** The server's errors that belong to no field of the form, above it. */
export function FormProblems({ problems }: { problems: readonly string[] }) {
  if (problems.length === 0) return null;
  return (
    <div className="form__problems" role="alert">
      {problems.map((text, index) => (
        <p key={index}>{text}</p>
      ))}
    </div>
  );
}

type SubmitButtonProps = { submitting: boolean; busyLabel: string; className?: string; children: ReactNode };

/** A form's submit button: a spinner while the flow saves, when clicks are ignored (aria-disabled). */
export function SubmitButton({ submitting, busyLabel, className, children }: SubmitButtonProps) {
  return (
    <BusyButton type="submit" className={className ? `button button--primary ${className}` : 'button button--primary'} busy={submitting} busyLabel={busyLabel} spinnerColor="orange">
      {children}
    </BusyButton>
  );
}
