// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { getFormProps } from '@conform-to/react';
import { i18n } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { formatAmountInput } from '../../src/lib/money.ts';
import { paymentFormSchema } from '../../src/lib/upload-rules.ts';
import { AmountField } from '../../src/ui/forms/amount-field.tsx';
import { useValidatedForm } from '../../src/ui/forms/use-validated-form.ts';
import { textbox } from './support/form-queries.ts';
import { axeViolations, renderUi } from './support/render.tsx';

const amountSchema = (locale: string) => paymentFormSchema(locale).pick({ amount: true });

/** The payment form's amount alone, as the payment form wires it. */
function AmountForm({ initial, onValid }: { initial?: number; onValid: (values: { amount: number }) => void }) {
  const { i18n: { locale } } = useLingui();
  const { form, fields } = useValidatedForm({
    id: 'amount',
    defaultValue: { amount: initial === undefined ? '' : formatAmountInput(locale, initial) },
    fieldErrors: {},
    schema: () => amountSchema(locale),
    submitting: false,
    onValid,
  });
  return (
    <main>
      <form {...getFormProps(form)} noValidate>
        <AmountField meta={fields.amount} label="Amount paid (USD)" />
        <button type="submit">Pay</button>
      </form>
    </main>
  );
}

function renderAmount(locale: 'en' | 'es', initial?: number) {
  act(() => i18n.loadAndActivate({ locale, messages: {} }));
  const onValid = vi.fn();
  renderUi(<AmountForm initial={initial} onValid={onValid} />);
  return { input: textbox('Amount paid (USD)'), onValid };
}

afterEach(() => i18n.loadAndActivate({ locale: 'en', messages: {} }));

describe('AmountField', () => {
  it('is a decimal text input with US$ before the amount in English', async () => {
    const { input } = renderAmount('en', 1217.5);
    expect(input.type).toBe('text');
    expect(input.inputMode).toBe('decimal');
    expect(input.required).toBe(true);
    expect(input.value).toBe('1,217.50');
    expect(input.parentElement?.className).toContain('amount-field--before');
    expect(screen.getByText('US$').getAttribute('aria-hidden')).toBe('true');
    expect(await axeViolations()).toEqual([]);
  });

  it('takes the Spanish format in Spanish, with US$ after it, and sends the number', async () => {
    const { input, onValid } = renderAmount('es', 170.77);
    expect(input.value).toBe('170,77');
    expect(input.parentElement?.className).toContain('amount-field--after');
    fireEvent.change(input, { target: { value: '1217,5' } });
    fireEvent.blur(input);
    expect(input.value).toBe('1.217,50');
    fireEvent.click(screen.getByRole('button', { name: 'Pay' }));
    await waitFor(() => expect(onValid).toHaveBeenCalledWith({ amount: 1217.5 }));
  });

  it('refuses the other language’s format and keeps it as typed', async () => {
    const { input, onValid } = renderAmount('es');
    fireEvent.change(input, { target: { value: '170.77' } });
    fireEvent.blur(input);
    expect(input.value).toBe('170.77');
    fireEvent.click(screen.getByRole('button', { name: 'Pay' }));
    await waitFor(() => expect(input.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('Enter an amount in USD greater than 0, with at most 2 decimals (e.g. 1,217.50).')).toBeVisible();
    expect(onValid).not.toHaveBeenCalled();
  });

  it('rewrites what was typed when the language changes', () => {
    const { input } = renderAmount('en');
    fireEvent.change(input, { target: { value: '1217.5' } });
    act(() => i18n.loadAndActivate({ locale: 'es', messages: {} }));
    expect(input.value).toBe('1.217,50');
    expect(input.parentElement?.className).toContain('amount-field--after');
  });
});
