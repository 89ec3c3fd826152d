import { expect, test } from '@playwright/test';
import { expectNoA11yViolations } from './support/axe.ts';
import { freshEmail } from './support/mailbox.ts';
import { DATA_STEP, MY_ACCOUNT, toast } from './support/portal.ts';
import { choose, choosePassword, fillPersonalData, fillRecipient, reachPasswordStep, typePhone, underAgeBirthDate, SHIPMENTS_STEP } from './support/sign-up.ts';


test.describe('sign-up', () => {
  test('a new customer signs up end to end with the code from the mailbox', async ({ page, request }) => {
    test.setTimeout(120_000);
    const email = freshEmail('nueva');
    await page.goto('/');
    await page.getByRole('link', { name: 'Crear una cuenta' }).click();
    await expect(page).toHaveURL('/create-account');
    await expect(page.getByRole('heading', { name: 'Crea una cuenta', level: 1 })).toBeVisible();
    await expectNoA11yViolations(page);

    await reachPasswordStep(page, request, email);
    const steps = page.getByRole('list', { name: 'Pasos del registro' });
    await expect(steps.getByRole('listitem')).toHaveText(['1Seguridad', '2Datos', '3Envío']);
    await expect(steps.locator('[aria-current="step"]')).toContainText('Seguridad');
    // The back link is hidden on the password and data steps; "sign in" goes to /.
    await expect(page.getByRole('button', { name: '← Volver' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Iniciar sesión' })).toHaveAttribute('href', '/');
    await expectNoA11yViolations(page);
    await choosePassword(page, 'clave-nueva-9');

    await expect(page).toHaveURL(DATA_STEP);
    await expect(steps.locator('[aria-current="step"]')).toContainText('Datos');
    await expect(page.getByRole('button', { name: '← Volver' })).toHaveCount(0);
    // With a session, "sign in" signs it out first.
    await expect(page.getByRole('link', { name: 'Iniciar sesión' })).toHaveAttribute('href', '/logout');
    await expectNoA11yViolations(page);

    // The terms open in a modal that closes on an outside click.
    await page.getByRole('button', { name: 'Leer los términos y condiciones' }).click();
    const terms = page.getByRole('dialog', { name: 'Términos y condiciones' });
    await expect(terms).toBeVisible();
    await expectNoA11yViolations(page);
    await page.mouse.click(5, 5);
    await expect(terms).toBeHidden();

    await fillPersonalData(page);
    await page.getByRole('button', { name: 'Continuar' }).click();

    await expect(page).toHaveURL(SHIPMENTS_STEP);
    await expect(steps.locator('[aria-current="step"]')).toContainText('Envío');
    const locker = page.getByRole('region', { name: 'Tu dirección en Estados Unidos' });
    await expect(locker).toContainText('Lucía Mendoza');
    await expect(locker).toContainText(/CAS-\d+/);
    await expect(page.getByText('Aún no tienes destinatarios.', { exact: false })).toBeVisible();
    await expectNoA11yViolations(page);

    await page.getByRole('button', { name: 'Agregar destinatario' }).click();
    await expect(page).toHaveURL('/create-account/add-shipment');
    await expect(page.getByRole('heading', { name: 'Agrega un destinatario' })).toBeVisible();
    await expectNoA11yViolations(page);
    await fillRecipient(page, { email: 'no-es-un-correo', zipCode: '10A' });
    await page.getByRole('button', { name: 'Guardar destinatario' }).click();
    // The e-mail is optional but must be valid; the postal code takes digits only.
    await expect(page.getByText('Ingresa un correo electrónico válido, por favor.')).toBeVisible();
    await expect(page.getByText('Solo dígitos, por favor.')).toBeVisible();
    await page.getByLabel(/^Correo electrónico/).fill('');
    await page.getByLabel(/^Código postal/).fill('1060');
    await page.getByRole('button', { name: 'Guardar destinatario' }).click();
    await expect(toast(page, 'Destinatario agregado.')).toBeVisible();
    await expect(page).toHaveURL(SHIPMENTS_STEP);
    await expect(page.getByRole('region', { name: 'Destinatarios' })).toContainText('Pedro Mendoza');

    // Back goes to the data step, which now updates the client.
    await page.getByRole('button', { name: '← Volver' }).click();
    await expect(page).toHaveURL(DATA_STEP);
    await expect(page.getByLabel(/^Nombre/)).toHaveValue('Lucía');
    await page.getByRole('button', { name: 'Continuar' }).click();
    await expect(page).toHaveURL(SHIPMENTS_STEP);

    await page.getByRole('button', { name: 'Continuar' }).click();
    await expect(page).toHaveURL('/create-account/success');
    await expect(page.getByRole('heading', { name: 'Tu cuenta está lista' })).toBeVisible();
    await expectNoA11yViolations(page);
    await page.getByRole('button', { name: 'Ir a mi cuenta' }).click();
    await expect(page).toHaveURL(MY_ACCOUNT);
    await expect(page.getByRole('region', { name: 'Mis datos' })).toContainText(email);
  });

  test('the birth date must be real and the customer at least 18', async ({ page, request }) => {
    await reachPasswordStep(page, request, freshEmail('menor'));
    await choosePassword(page, 'clave-nueva-9');
    await expect(page).toHaveURL(DATA_STEP);
    const birthDate = page.getByRole('textbox', { name: /^Fecha de nacimiento/ });
    await birthDate.fill('02-30-1990');
    await birthDate.blur();
    await expect(page.getByText('La fecha no es válida (MM-DD-AAAA).')).toBeVisible();
    await fillPersonalData(page, underAgeBirthDate());
    await page.getByRole('button', { name: 'Continuar' }).click();
    await expect(page.getByText('Debes tener al menos 18 años.')).toBeVisible();
    await expect(page).toHaveURL(DATA_STEP);
    // Nothing typed is lost.
    await expect(page.getByLabel(/^Nombre/)).toHaveValue('Lucía');
  });

  test('country → state → city: a new country clears the state, the city and the phone', async ({ page, request }) => {
    await reachPasswordStep(page, request, freshEmail('cascada'));
    await choosePassword(page, 'clave-nueva-9');
    await expect(page).toHaveURL(DATA_STEP);
    const state = page.getByRole('combobox', { name: 'Estado', exact: true });
    const city = page.getByRole('combobox', { name: 'Ciudad', exact: true });
    await expect(state.locator('option')).toHaveText(['Primero elige un país']);
    await choose(page, 'País', 'Venezuela');
    await choose(page, 'Estado', 'Zulia');
    await choose(page, 'Ciudad', 'Maracaibo');
    await typePhone(page, /^Teléfono celular/, '4121234567');
    await expect(page.getByRole('textbox', { name: /^Teléfono celular/ })).toHaveValue(/^\+58 412/);

    // A new state clears the city and loads its own.
    await choose(page, 'Estado', 'Miranda');
    await expect(city).toHaveValue('');
    await expect(city.locator('option', { hasText: 'Maracaibo' })).toHaveCount(0);

    await choose(page, 'País', 'Colombia');
    await expect(state).toHaveValue('');
    await expect(city).toHaveValue('');
    await expect(state.locator('option', { hasText: 'Antioquia' })).toHaveCount(1);
    await expect(page.getByRole('textbox', { name: /^Teléfono celular/ })).toHaveValue(/^\+57\s*$/);
  });
});
