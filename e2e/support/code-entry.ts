// The six code boxes, as a customer uses them.
import { expect, type Page } from '@playwright/test';

/** The box of a position (1 to 6), by its label in either language. */
export const codeBox = (page: Page, position: number) =>
  page.getByRole('textbox', { name: new RegExp(`^(Dígito|Digit) ${position} (de|of) 6$`) });

/** Types a code from the first box (each digit moves on to the next box). */
export async function typeCode(page: Page, code: string): Promise<void> {
  await codeBox(page, 1).click();
  await page.keyboard.type(code);
  await expect(codeBox(page, 6)).toHaveValue(code.slice(5, 6));
}

/** The digits in the boxes, '' for an empty one. */
export async function boxValues(page: Page): Promise<string[]> {
  return Promise.all([1, 2, 3, 4, 5, 6].map((n) => codeBox(page, n).inputValue()));
}
