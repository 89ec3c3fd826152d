// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import { i18n } from '@lingui/core';
import { DateField } from '../../src/ui/forms/date-field.tsx';
import { axeViolations, renderUi } from './support/render.tsx';

function renderForm(props: Partial<Parameters<typeof DateField>[0]> = {}) {
  const onValueChange = vi.fn();
  const onFormInput = vi.fn();
  renderUi(
    <form aria-label="Sign-up" onInput={onFormInput}>
      <label htmlFor="birth-date">Birth date</label>
      <DateField id="birth-date" name="birth_date" onValueChange={onValueChange} {...props} />
    </form>,
  );
  const form = screen.getByRole('form') as HTMLFormElement;
  const text = screen.getByLabelText('Birth date') as HTMLInputElement;
  const picker = screen.getByLabelText('Choose a date') as HTMLInputElement;
  const button = screen.getByRole('button', { name: 'Open the calendar' });
  return { form, text, picker, button, onValueChange, onFormInput };
}

const showPicker = HTMLInputElement.prototype.showPicker;
afterEach(() => {
  HTMLInputElement.prototype.showPicker = showPicker;
  i18n.loadAndActivate({ locale: 'en', messages: {} });
});

/** The page in Spanish (its texts untranslated here: only the order of the date matters). */
const inSpanish = () => act(() => i18n.loadAndActivate({ locale: 'es', messages: {} }));

describe('DateField', () => {
  it('is a labelled text input for MM-DD-YYYY with a calendar button', async () => {
    const { text, picker, button } = renderForm({ 'aria-invalid': true, 'aria-describedby': 'birth-date-error', max: '2007-06-01' });
    expect(text.type).toBe('text');
    expect(text.inputMode).toBe('numeric');
    expect(text.placeholder).toBe('MM-DD-YYYY');
    expect(text.getAttribute('aria-invalid')).toBe('true');
    expect(text.getAttribute('aria-describedby')).toBe('birth-date-error');
    expect(picker.type).toBe('date');
    expect(picker.tabIndex).toBe(-1);
    expect(picker.max).toBe('2007-06-01');
    expect(picker.name).toBe('');
    expect(button.getAttribute('type')).toBe('button');
    expect(await axeViolations()).toEqual([]);
  });

  it('masks what is typed and gives the form the MM-DD-YYYY text', () => {
    const { form, text, onValueChange } = renderForm();
    fireEvent.change(text, { target: { value: '0315' } });
    expect(text.value).toBe('03-15');
    fireEvent.change(text, { target: { value: '03-151990' } });
    expect(text.value).toBe('03-15-1990');
    expect(onValueChange).toHaveBeenLastCalledWith('03-15-1990');
    expect(new FormData(form).get('birth_date')).toBe('03-15-1990');
    expect([...new FormData(form).keys()]).toEqual(['birth_date']);
  });

  it('starts from its default value', () => {
    const { form } = renderForm({ defaultValue: '12-31-1999' });
    expect(new FormData(form).get('birth_date')).toBe('12-31-1999');
  });

  it('opens the native picker on the typed date', () => {
    const opened = vi.fn(function (this: HTMLInputElement) {
      return this.value;
    });
    HTMLInputElement.prototype.showPicker = opened;
    const { text, picker, button } = renderForm();
    fireEvent.change(text, { target: { value: '02-29-2024' } });
    fireEvent.click(button);
    expect(opened).toHaveBeenCalledTimes(1);
    expect(opened.mock.contexts[0]).toBe(picker);
    expect(opened.mock.results[0]?.value).toBe('2024-02-29');
    // An incomplete text opens an empty calendar.
    fireEvent.change(text, { target: { value: '02-30-2024' } });
    fireEvent.click(button);
    expect(opened.mock.results[1]?.value).toBe('');
  });

  it('falls back to focusing the picker when showPicker is missing or refused', () => {
    HTMLInputElement.prototype.showPicker = function () {
      throw new DOMException('not allowed', 'NotAllowedError');
    };
    const { picker, button } = renderForm();
    fireEvent.click(button);
    expect(document.activeElement).toBe(picker);
  });

  it('writes a chosen date into the text with a real input event', () => {
    const { form, text, picker, onValueChange, onFormInput } = renderForm();
    const nativeInput = vi.fn();
    text.addEventListener('input', nativeInput);
    fireEvent.change(picker, { target: { value: '1990-03-15' } });
    expect(text.value).toBe('03-15-1990');
    expect(nativeInput).toHaveBeenCalledTimes(1);
    expect(onValueChange).toHaveBeenLastCalledWith('03-15-1990');
    expect(onFormInput.mock.calls.some(([event]) => event.target === text)).toBe(true);
    expect(new FormData(form).get('birth_date')).toBe('03-15-1990');
    expect(document.activeElement).toBe(text);
  });

  it('in Spanish, types and picks day-first (docs/product.md#dates-and-times)', () => {
    inSpanish();
    const opened = vi.fn(function (this: HTMLInputElement) {
      return this.value;
    });
    HTMLInputElement.prototype.showPicker = opened;
    const { form, text, picker, button } = renderForm();
    fireEvent.change(text, { target: { value: '31121995' } });
    expect(text.value).toBe('31-12-1995');
    expect(new FormData(form).get('birth_date')).toBe('31-12-1995');
    fireEvent.click(button);
    expect(opened.mock.results[0]?.value).toBe('1995-12-31');
    fireEvent.change(picker, { target: { value: '2026-12-05' } });
    expect(text.value).toBe('05-12-2026');
  });

  it('rewrites a typed date in the new language’s order, so it stays the same date', () => {
    inSpanish();
    const { text } = renderForm({ defaultValue: '05-12-2026' });
    act(() => i18n.loadAndActivate({ locale: 'en', messages: {} }));
    expect(text.value).toBe('12-05-2026');
    inSpanish();
    expect(text.value).toBe('05-12-2026');
    // What is not a date yet stays as typed.
    fireEvent.change(text, { target: { value: '05-1' } });
    act(() => i18n.loadAndActivate({ locale: 'en', messages: {} }));
    expect(text.value).toBe('05-1');
  });

  it('ignores a cleared picker', () => {
    const { text, picker } = renderForm({ defaultValue: '01-02-2000' });
    fireEvent.change(picker, { target: { value: '2001-01-01' } });
    fireEvent.change(picker, { target: { value: '' } });
    expect(text.value).toBe('01-01-2001');
  });
});
