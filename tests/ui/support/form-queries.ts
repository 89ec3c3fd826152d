// Queries and actions on the portal's forms, by the names the customer reads.
import { expect } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';

export const textbox = (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement;
export const select = (name: string) => screen.getByRole('combobox', { name }) as HTMLSelectElement;
export const optionTexts = (name: string) => [...select(name).options].map((option) => option.text);
/** A value of the (first) form's data, as it would be sent. */
export const formValue = (name: string) => new FormData(document.querySelector('form')!).get(name);

/** Picks an option of a select once its list has it. */
export async function choose(name: string, value: string) {
  await waitFor(() => expect([...select(name).options].some((option) => option.value === value)).toBe(true));
  fireEvent.change(select(name), { target: { value } });
  await waitFor(() => expect(select(name).value).toBe(value));
}

/** A phone's number input, once the phone library has loaded (the stand-in is read-only). */
export async function phoneInput(name: string): Promise<HTMLInputElement> {
  await waitFor(() => expect(textbox(name).readOnly).toBe(false), { timeout: 10_000 });
  return textbox(name);
}
