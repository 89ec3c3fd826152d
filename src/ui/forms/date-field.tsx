import { useEffect, useRef, type ChangeEvent, type InputHTMLAttributes } from 'react';
import { useLingui } from '@lingui/react/macro';
import { formatTypedDate, maskTypedDate, parseTypedDate, retypeDate } from '../../lib/typed-date.ts';

type DateFieldProps = {
  id: string;
  /** The text input's name: the form data carries the typed text, in the language's order (DD-MM-YYYY or MM-DD-YYYY). */
  name: string;
  /** In the language's order (use formatTypedDate for a server date). */
  defaultValue?: string;
  /**
   * The latest date the calendar offers, YYYY-MM-DD. The typed text is not limited by it. Typed as
   * an input's, as Conform's getInputProps gives it (from a schema constraint; the forms set none).
   */
  max?: InputHTMLAttributes<HTMLInputElement>['max'];
  /** The earliest date the calendar offers, YYYY-MM-DD. */
  min?: InputHTMLAttributes<HTMLInputElement>['min'];
  required?: boolean;
  autoComplete?: string;
  'aria-invalid'?: boolean | 'true' | 'false';
  'aria-describedby'?: string;
  /** Each change of the text (masked), typed or chosen in the calendar. */
  onValueChange?: (typed: string) => void;
};

/** Sets an input's value so React and form libraries see a change: native setter, real event. */
function setInputValue(input: HTMLInputElement, value: string) {
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  if (setter) setter.call(input, value);
  else input.value = value;
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

/** The digits before the caret, to put the caret back after the mask moves the text. */
function caretAfterDigits(text: string, digits: number): number {
  if (digits === 0) return 0;
  let seen = 0;
  for (let index = 0; index < text.length; index++) {
    if (/\d/.test(text.charAt(index)) && ++seen === digits) return index + 1;
  }
  return text.length;
}

/**
 * A date typed in the language's order, DD-MM-YYYY in Spanish and MM-DD-YYYY in English (hyphens
 * added while typing; docs/product.md#dates-and-times), with a calendar button that opens the
 * browser's own date picker; a date chosen there is written into the text. Uncontrolled: the form
 * reads the text by `name` (parse it with parseTypedDate in the same language), as Conform's forms do.
 */
export function DateField({
  id,
  name,
  defaultValue,
  max,
  min,
  required,
  autoComplete = 'off',
  'aria-invalid': ariaInvalid,
  'aria-describedby': ariaDescribedBy,
  onValueChange,
}: DateFieldProps) {
  const { t, i18n } = useLingui();
  const locale = i18n.locale;
  const textRef = useRef<HTMLInputElement>(null);
  const pickerRef = useRef<HTMLInputElement>(null);
  const typedIn = useRef(locale);

  // A new language rewrites a typed date in its order, so the date still reads the same: 05-12 is
  // 5 December in Spanish and would be 12 May once the page is in English.
  useEffect(() => {
    const previous = typedIn.current;
    typedIn.current = locale;
    const text = textRef.current;
    if (previous === locale || !text) return;
    const retyped = retypeDate(previous, locale, text.value);
    if (retyped) text.value = retyped;
  }, [locale]);

  const onTextChange = (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.target;
    const masked = maskTypedDate(locale, input.value);
    if (masked !== input.value) {
      const caret = input.selectionStart ?? input.value.length;
      const digitsBefore = input.value.slice(0, caret).replace(/\D/g, '').length;
      const atEnd = caret >= input.value.length;
      input.value = masked;
      const position = atEnd ? masked.length : caretAfterDigits(masked, digitsBefore);
      if (document.activeElement === input) input.setSelectionRange(position, position);
    }
    onValueChange?.(masked);
  };

  const openPicker = () => {
    const picker = pickerRef.current;
    const text = textRef.current;
    if (!picker || !text) return;
    // The calendar opens on the typed date when there is one.
    picker.value = parseTypedDate(locale, text.value) ?? '';
    try {
      if (typeof picker.showPicker === 'function') {
        picker.showPicker();
        return;
      }
    } catch {
      // not allowed here (e.g. a cross-origin frame): the fallback below
    }
    picker.focus();
    picker.click();
  };

  const onPicked = (event: ChangeEvent<HTMLInputElement>) => {
    const text = textRef.current;
    const typed = formatTypedDate(locale, event.target.value);
    if (!text || !typed || typed === text.value) return;
    setInputValue(text, typed);
    text.focus();
  };

  return (
    <div className="field__with-action date-field">
      <input
        ref={textRef}
        id={id}
        name={name}
        type="text"
        className="field__input"
        inputMode="numeric"
        autoComplete={autoComplete}
        placeholder={t({
          comment: 'Placeholder of a typed date, in the order the language writes dates: Spanish day first (DD-MM-AAAA).',
          message: 'MM-DD-YYYY',
        })}
        defaultValue={defaultValue}
        required={required}
        aria-invalid={ariaInvalid}
        aria-describedby={ariaDescribedBy}
        onChange={onTextChange}
      />
      <button
        type="button"
        className="field__action"
        aria-label={t`Open the calendar`}
        aria-controls={`${id}-picker`}
        onClick={openPicker}
      >
        <CalendarIcon />
      </button>
      {/* The browser's date picker: out of sight and out of the tab order; the button opens it. */}
      <input
        ref={pickerRef}
        id={`${id}-picker`}
        type="date"
        className="date-field__picker"
        tabIndex={-1}
        aria-label={t`Choose a date`}
        min={min}
        max={max}
        onChange={onPicked}
      />
    </div>
  );
}

/** A calendar, decorative: the button around it is labelled. */
function CalendarIcon() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      <path d="M4 6h16v14H4zM4 10h16M8 3v4M16 3v4" />
    </svg>
  );
}
