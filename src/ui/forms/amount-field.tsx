import { useEffect, useRef, type ReactNode } from 'react';
import { getInputProps } from '@conform-to/react';
import { useLingui } from '@lingui/react/macro';
import { currencyFirst, formatAmountInput, parseAmount } from '../../lib/money.ts';
import { controlExtras, FieldFrame, type FieldMeta } from './form-field.tsx';
import '../../styles/amount-field.css';

/**
 * A required amount in USD, typed in the language's format (`1.217,50` in Spanish, `1,217.50` in
 * English; docs/product.md#money), with US$ where the language writes it; the form's schema reads it with
 * parseAmount. A text input: a number input would take only the browser's own format.
 */
export function AmountField({ meta, label }: { meta: FieldMeta; label: ReactNode }) {
  const { i18n } = useLingui();
  const locale = i18n.locale;
  const input = useRef<HTMLInputElement>(null);
  const shownIn = useRef(locale);

  // A new language rewrites what was typed in its format, so the amount still reads the same.
  useEffect(() => {
    const previous = shownIn.current;
    shownIn.current = locale;
    if (previous === locale || !input.current) return;
    const amount = parseAmount(previous, input.current.value);
    if (amount !== null) input.current.value = formatAmountInput(locale, amount);
  }, [locale]);

  return (
    <FieldFrame meta={meta} label={label} required>
      <div className={`amount-field amount-field--${currencyFirst(locale) ? 'before' : 'after'}`}>
        <input
          {...getInputProps(meta, { type: 'text' })}
          {...controlExtras(meta, true)}
          key={meta.key}
          ref={input}
          inputMode="decimal"
          autoComplete="off"
          className="field__input"
          // Runs before Conform's own blur check, which then reads the rewritten text.
          onBlur={(event) => {
            const amount = parseAmount(locale, event.currentTarget.value);
            if (amount !== null) event.currentTarget.value = formatAmountInput(locale, amount);
          }}
        />
        <span className="amount-field__currency" aria-hidden="true">
          US$
        </span>
      </div>
    </FieldFrame>
  );
}
