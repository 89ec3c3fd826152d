// My profile, in Spanish and English: the contact information saved and still there after a
// reload, the fields that never change (the address shown as text), the picture's rules and a good
// picture (in the header's avatar at once), and the password card (a wrong current password, then
// a change and a sign-in with the new password).
import { expect as baseExpect, test, type Page } from '@playwright/test';
import { expectNoA11yViolations } from './support/axe.ts';
import { createAccount } from './support/mailbox.ts';
import { DEMO_STATE } from './support/demo-state.ts';
import { MY_ACCOUNT, openAsDemo, portalReady, signInThroughApi, toast } from './support/portal.ts';
import { signIn } from './support/session.ts';
import { PDF } from './support/files.ts';

// A 10 MB upload and axe are slow on a busy machine: more room than the config's 10 s and 60 s.
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 90_000 });

const MY_PROFILE = '/home/user-information/my-profile';
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** A new customer (so the demo customer stays as it is), signed in through the API, on the profile page. */
async function openProfile(page: Page, account: { email: string; password: string }, language: 'es' | 'en') {
  await signInThroughApi(page, account, language);
  await page.goto(MY_PROFILE);
}

test.describe('my profile at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('in Spanish: the contact information is saved and still there after a reload; name, e-mail and document never change', async ({
    page,
    request,
  }) => {
    const account = await createAccount(request, { withClient: true });
    await openProfile(page, account, 'es');
    const contact = page.getByRole('region', { name: 'Información de contacto' });
    await expect(contact.getByLabel('Correo electrónico')).toHaveValue(account.email);
    for (const label of ['Nombre', 'Apellido', 'Correo electrónico', 'Número de documento de identidad']) {
      await expect(contact.getByLabel(label, { exact: true })).toBeDisabled();
    }
    // The address never changes here (docs/product.md#my-profile): it reads as text under its label, not as a box
    // that takes the focus and ignores what is typed; the form still sends it back when saving.
    await expect(contact.getByRole('term').filter({ hasText: 'Dirección' })).toBeVisible();
    await expect(contact.getByRole('definition').filter({ hasText: 'Av. Principal 1' })).toBeVisible();
    await expect(contact.getByRole('textbox', { name: /Dirección/ })).toHaveCount(0);

    // A postal code with letters is refused at the field; digits are saved.
    const zip = contact.getByLabel('Código postal (opcional)');
    await zip.fill('10A');
    await contact.getByRole('button', { name: 'Guardar cambios' }).click();
    await expect(contact.getByText('Solo dígitos, por favor.')).toBeVisible();
    await zip.fill('1060');
    await contact.getByRole('button', { name: 'Guardar cambios' }).click();
    await expect(toast(page, 'Tu información de contacto fue guardada.')).toBeVisible();

    await page.reload();
    await expect(page.getByRole('region', { name: 'Información de contacto' }).getByLabel('Código postal (opcional)')).toHaveValue('1060');
    await expect(page.getByRole('region', { name: 'Información de contacto' }).getByText('Av. Principal 1')).toBeVisible();
  });

  test('in Spanish: a new picture shows at once in the header’s avatar, in place of the initials', async ({ page, request }) => {
    const account = await createAccount(request, { withClient: true });
    await openProfile(page, account, 'es');
    // Carla Rivas: her initials until she has a picture.
    const avatar = page.getByRole('banner').locator('.account-menu__avatar');
    await expect(avatar).toHaveText('CR');
    await expect(avatar.locator('img')).toHaveCount(0);
    // The picker reads in Spanish (the browser's own would say "Choose file" in its language).
    const card = page.getByRole('region', { name: /./ }).filter({ has: page.getByText('Cambiar foto') });
    await expect(card.getByText('Cambiar foto')).toBeVisible();

    await page.getByLabel('Cambiar foto').setInputFiles({ name: 'yo.png', mimeType: 'image/png', buffer: PNG });
    await expect(toast(page, 'Tu foto de perfil fue actualizada.')).toBeVisible();
    // No reload: the session took the client with its new picture.
    const photo = avatar.locator('img');
    await expect(photo).toBeVisible();
    await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await expect(avatar).not.toContainText('CR');
    expect(await photo.getAttribute('src')).toBe(await card.getByRole('img', { name: 'Foto de perfil' }).getAttribute('src'));

    // Still there on another page and after a reload.
    await page.goto(MY_ACCOUNT);
    await expect(page.getByRole('banner').locator('.account-menu__avatar img')).toBeVisible();
    await page.reload();
    await expect(page.getByRole('banner').locator('.account-menu__avatar img')).toBeVisible();
  });

  test('in English: a picture too large or of the wrong type is refused; a good one shows', async ({ page, request }) => {
    const account = await createAccount(request, { withClient: true });
    await openProfile(page, account, 'en');
    const card = page.getByRole('region', { name: /./ }).filter({ has: page.getByText('Change picture') });
    await expect(card.getByRole('img', { name: 'No profile picture' })).toBeVisible();
    const input = page.getByLabel('Change picture');

    await input.setInputFiles({ name: 'huge.png', mimeType: 'image/png', buffer: Buffer.alloc(10_000_001, 0x20) });
    await expect(toast(page, 'The image must be smaller than 10 MB.')).toBeVisible();
    await input.setInputFiles({ name: 'scan.pdf', mimeType: 'application/pdf', buffer: PDF });
    await expect(toast(page, 'Unsupported image format (JPEG or PNG).')).toBeVisible();
    await expect(toast(page, 'Unsupported image format (JPEG or PNG).')).toHaveCount(0);
    // Named and typed as a PNG, but not one: the server reads its content and refuses it.
    await input.setInputFiles({ name: 'fake.png', mimeType: 'image/png', buffer: Buffer.from('not really a picture') });
    await expect(toast(page, 'Unsupported image format (JPEG or PNG).')).toBeVisible();
    await expect(card.getByRole('img', { name: 'No profile picture' })).toBeVisible();

    await input.setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
    await expect(toast(page, 'Your profile picture was updated.')).toBeVisible();
    const picture = card.getByRole('img', { name: 'Profile picture' });
    await expect(picture).toBeVisible();
    await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await page.reload();
    await expect(page.getByRole('img', { name: 'Profile picture' })).toBeVisible();
  });

  test('in English: a wrong current password is refused; a changed password signs in', async ({ page, request }) => {
    const account = await createAccount(request, { withClient: true });
    await openProfile(page, account, 'en');
    const card = page.getByRole('region', { name: 'Change password' });
    await card.getByRole('textbox', { name: 'Current password', exact: true }).fill('not-my-password');
    await card.getByRole('textbox', { name: 'New password', exact: true }).fill('otra-clave-99');
    await card.getByRole('textbox', { name: 'Confirm the new password', exact: true }).fill('otra-clave-99');
    await card.getByRole('button', { name: 'Change password' }).click();
    // At the field, not a toast over the button (docs/product.md#toasts).
    await expect(card.getByRole('textbox', { name: 'Current password', exact: true })).toHaveAccessibleDescription(
      /The current password is incorrect\./,
    );
    await expect(toast(page, /current password/i)).toHaveCount(0);

    await card.getByRole('textbox', { name: 'Confirm the new password', exact: true }).fill('otra-clave-98');
    await card.getByRole('button', { name: 'Change password' }).click();
    await expect(card.getByText('The passwords do not match.')).toBeVisible();

    await card.getByRole('textbox', { name: 'Current password', exact: true }).fill(account.password);
    await card.getByRole('textbox', { name: 'Confirm the new password', exact: true }).fill('otra-clave-99');
    await card.getByRole('button', { name: 'Change password' }).click();
    await expect(toast(page, 'Your password was changed.')).toBeVisible();
    await expect(card.getByRole('textbox', { name: 'Current password', exact: true })).toHaveValue('');
    // The card after a change, with its toast: the route matrix never shows it.
    await expectNoA11yViolations(page);

    // Signed out (this customer's own session), it signs in through the form with the new password.
    await page.goto('/logout');
    await portalReady(page);
    await signIn(page, account.email, 'otra-clave-99', { goto: false });
    await expect(page).toHaveURL(MY_ACCOUNT);
  });
});

test.describe('my profile on a 360 px phone', () => {
  test.use({ viewport: { width: 360, height: 812 }, isMobile: true, hasTouch: true });

  // Only a look: the demo customer will do.
  test.use({ storageState: DEMO_STATE.es });

  test('the cards fit a phone, in Spanish', async ({ page }) => {
    await openAsDemo(page, MY_PROFILE);
    await expect(page.getByRole('region', { name: 'Cambiar contraseña' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Información de contacto' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  });
});
