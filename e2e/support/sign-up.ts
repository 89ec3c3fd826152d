// The first steps of sign-up, as a customer goes through them (Spanish).
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { typeCode } from './code-entry.ts';
import { latestCode } from './mailbox.ts';
import { toast } from './portal.ts';

export const PASSWORD_STEP = '/create-account/add-user-information/password';
export const SHIPMENTS_STEP = '/create-account/add-user-information/shipments';

/** /create-account: gives the e-mail and waits for the code page. */
export async function askForCode(page: Page, email: string): Promise<void> {
  await page.goto('/create-account');
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(toast(page, 'Te enviamos un código de 6 dígitos a tu correo.')).toBeVisible();
  await expect(page).toHaveURL('/create-account/code-validation');
}

/** From /create-account to the password step, with the code from the mailbox. */
export async function reachPasswordStep(page: Page, request: APIRequestContext, email: string): Promise<void> {
  await askForCode(page, email);
  await typeCode(page, await latestCode(request, email));
  await page.getByRole('button', { name: 'Verificar el código' }).click();
  await expect(page).toHaveURL('/create-account/code-validation-success');
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page).toHaveURL(PASSWORD_STEP);
}

/** The password step's form. */
export async function choosePassword(page: Page, password: string): Promise<void> {
  await page.getByLabel(/^Contraseña nueva/).fill(password);
  await page.getByLabel(/^Confirma la contraseña/).fill(password);
  await page.getByRole('button', { name: 'Crear mi cuenta' }).click();
}

/** A phone field (react-phone-number-input): the digits after the country's calling code. */
export async function typePhone(page: Page, label: string | RegExp, digits: string): Promise<void> {
  const field = page.getByRole('textbox', { name: label });
  await field.click();
  await field.press('End');
  await field.pressSequentially(digits);
}

/** Picks the option of a select (by its exact name) by its visible text, or the first real option. */
export async function choose(page: Page, label: string, option?: string): Promise<void> {
  const select = page.getByRole('combobox', { name: label, exact: true });
  await expect(select).toBeEnabled();
  await expect(select.locator('option').nth(1)).toBeAttached();
  if (option) await select.selectOption({ label: option });
  else await select.selectOption({ index: 1 });
}

/** The recipient form (sign-up and profile), filled as for someone in Caracas (Spanish labels). */
export async function fillRecipient(page: Page, { email = '', zipCode = '1060' }: { email?: string; zipCode?: string } = {}): Promise<void> {
  await page.getByLabel(/^Nombre/).fill('Pedro');
  await page.getByLabel(/^Apellido/).fill('Mendoza');
  await page.getByLabel(/^Número de documento/).fill('V-9876543');
  await page.getByLabel(/^Correo electrónico/).fill(email);
  await page.getByLabel(/^Dirección \(línea 2\)/).fill('Apartamento 3B');
  await page.getByLabel(/^Dirección$|^Dirección \*/).fill('Av. Bolívar 10');
  // The country first: it gives the empty phone its calling code (docs/product.md#country-state-and-city).
  await choose(page, 'País', 'Venezuela');
  await choose(page, 'Estado');
  await choose(page, 'Ciudad');
  await typePhone(page, /^Teléfono celular/, '4149876543');
  await page.getByLabel(/^Código postal/).fill(zipCode);
}

/** A birth date typed in Spanish, day first (DD-MM-YYYY), that makes the customer 17 today. */
export function underAgeBirthDate(): string {
  const today = new Date();
  return `${String(today.getUTCDate()).padStart(2, '0')}-${String(today.getUTCMonth() + 1).padStart(2, '0')}-${today.getUTCFullYear() - 17}`;
}

/** The data step, filled as a customer in Caracas would (Spanish labels). */
export async function fillPersonalData(page: Page, birthDate = '17-05-1990') {
  await page.getByLabel(/^Nombre/).fill('Lucía');
  await page.getByLabel(/^Apellido/).fill('Mendoza');
  await page.getByLabel(/^Número de documento/).fill('V-20123456');
  await page.getByRole('textbox', { name: /^Fecha de nacimiento/ }).fill(birthDate);
  await page.getByLabel(/^Dirección/).fill('Calle 5, Los Palos Grandes');
  await choose(page, 'País', 'Venezuela');
  await choose(page, 'Estado');
  await choose(page, 'Ciudad');
  await typePhone(page, /^Teléfono celular/, '4121234567');
  await choose(page, '¿Cómo supiste de nosotros?', 'Redes sociales');
  await page.getByLabel(/^Acepto los términos y condiciones/).check();
}
