// Offline reading (docs/product.md#offline-reading), with the service worker on, on a phone: the
// signal goes after my account was seen; every screen the menu lists shows what it last showed or
// a translated message, never a blank page; writes wait with the reason and keep what was typed;
// the connection's return refreshes the screen without a reload; and nothing of a customer is left
// for the next one.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { CUSTOMER_DATA_CACHE_PREFIX, KEPT_FIRST_HEADER } from '../../src/api/contract/offline-data.ts';
import { expectNoA11yViolations } from '../support/axe.ts';
import { createAccount } from '../support/mailbox.ts';
import { DEMO_CUSTOMER, signIn } from '../support/session.ts';

const TEXTS = {
  es: {
    address: 'Mi dirección en Estados Unidos',
    menu: 'Menú principal',
    links: { packages: 'Paquetes', shipments: 'Mis envíos', invoices: 'Facturas', preAlerts: 'Prealertas' },
    noConnection: /^Sin conexión/,
    dataFrom: /^Sin conexión · datos de las \d{2}:\d{2}$/,
    unreachable: 'No podemos conectarnos con el servidor. Revisa tu conexión e inténtalo de nuevo.',
    accountMenu: /Menú de la cuenta/,
    signOut: 'Cerrar sesión',
    contact: 'Información de contacto',
    zip: 'Código postal (opcional)',
    save: 'Guardar cambios',
  },
  en: {
    address: 'My address in the United States',
    menu: 'Main menu',
    links: { packages: 'Packages', shipments: 'My shipments', invoices: 'Invoices', preAlerts: 'Pre-alerts' },
    noConnection: /^No connection/,
    dataFrom: /^No connection · data from \d{1,2}:\d{2} [AP]M$/,
    unreachable: 'We cannot reach the server. Check your connection and try again.',
    accountMenu: /Account menu/,
    signOut: 'Sign out',
    contact: 'Contact information',
    zip: 'Postal code (optional)',
    save: 'Save changes',
  },
} as const;

test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

/** Waits until the service worker serves this page (it claims the page that installed it). */
async function workerInCharge(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker?.controller?.state === 'activated', null, { timeout: 30_000 });
}

/**
 * Signs in through the form, waits for the worker to take the page, and opens my account once more
 * with it (the first visit's answers came before it): what the customer saw is now kept.
 */
async function signedInWithWorker(page: Page, email: string, password: string): Promise<Locator> {
  await signIn(page, email, password);
  const address = page.getByRole('region', { name: TEXTS.es.address }).or(page.getByRole('region', { name: TEXTS.en.address })).locator('address');
  await expect(address).toBeVisible();
  await workerInCharge(page);
  await page.reload();
  await expect(address).toBeVisible();
  return address;
}

const customerCaches = (page: Page) => page.evaluate(async (prefix) => (await caches.keys()).filter((name) => name.startsWith(prefix)), CUSTOMER_DATA_CACHE_PREFIX);

/** Nothing on screen is empty: some text in the main region or an alert. */
async function notBlank(page: Page): Promise<void> {
  await expect.poll(async () => (await page.locator('body').innerText()).trim().length, { message: 'the page shows something' }).toBeGreaterThan(20);
}

for (const language of ['es', 'en'] as const) {
  const text = TEXTS[language];
  test.describe(`offline reading, in ${language}`, () => {
    test.use({ locale: language === 'es' ? 'es-VE' : 'en-US' });

    test('the signal goes after my account: every screen of the menu shows its last content or a message, and comes back without a reload', async ({ page, context }) => {
      const address = await signedInWithWorker(page, DEMO_CUSTOMER.email, DEMO_CUSTOMER.password);
      // The locker's number: the customer's own line of the address.
      const locker = /[A-Z]+-\d+/.exec(await address.innerText())?.[0] ?? '';
      expect(locker).not.toBe('');

      await context.setOffline(true);
      await page.getByRole('button', { name: text.menu }).click();
      await page.getByRole('link', { name: text.links.packages, exact: true }).click();
      // Never seen: the translated message, inside the shell, with the banner.
      await expect(page.getByText(text.unreachable)).toBeVisible();
      await expect(page.locator('#connection-banner')).toHaveText(text.noConnection);
      await notBlank(page);
      // The banner fits the phone and reads well.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
      await expectNoA11yViolations(page);
      for (const link of [text.links.shipments, text.links.invoices, text.links.preAlerts]) {
        await page.getByRole('button', { name: text.menu }).click();
        await page.getByRole('link', { name: link, exact: true }).first().click();
        await notBlank(page);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      }
      // Back to my account: what it showed, from the time it came.
      await page.goto('/home/my-account').catch(() => {});
      await expect(address).toContainText(locker);
      await expect(page.locator('#connection-banner')).toHaveText(text.dataFrom);

      // The signal returns: the screen asks again by itself, in place.
      await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
      await page.getByRole('button', { name: text.menu }).click();
      await page.getByRole('link', { name: text.links.packages, exact: true }).click();
      await expect(page.getByText(text.unreachable)).toBeVisible();
      await context.setOffline(false);
      await expect(page.getByText(text.unreachable)).toHaveCount(0, { timeout: 15_000 });
      await expect(page.locator('#connection-banner')).toBeHidden();
      expect(await page.evaluate(() => (window as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
    });
  });
}

test('a return visit shows what the customer last saw at once, then the network’s answers', async ({ page }) => {
  const address = await signedInWithWorker(page, DEMO_CUSTOMER.email, DEMO_CUSTOMER.password);

  const answers: { first: boolean; kept: boolean }[] = [];
  page.on('response', (response) => {
    if (new URL(response.url()).pathname !== '/api/users/me') return;
    answers.push({ first: response.request().headers()[KEPT_FIRST_HEADER.toLowerCase()] === '1', kept: response.headers()[KEPT_FIRST_HEADER.toLowerCase()] === '1' });
  });
  await page.goto('/home/my-account');
  await expect(address).toBeVisible();
  // The kept copy first, then the same asked of the network (its answer not the copy).
  await expect.poll(() => answers).toEqual([
    { first: true, kept: true },
    { first: false, kept: false },
  ]);
  await expect(page.locator('#connection-banner')).toBeHidden();
});

test.describe('at 1280 px, in English', () => {
  test.use({ viewport: { width: 1280, height: 900 }, isMobile: false, hasTouch: false, locale: 'en-US' });

  test('offline, a write waits with the reason and keeps what was typed; back online it is sent', async ({ page, context, request }) => {
  const text = TEXTS.en;
  const account = await createAccount(request, { withClient: true });
  await signIn(page, account.email, account.password);
  await expect(page.getByRole('region', { name: text.address }).locator('address')).toBeVisible();
  await workerInCharge(page);
  await page.goto('/home/user-information/my-profile');
  const contact = page.getByRole('region', { name: text.contact });
  await expect(contact.getByLabel(text.zip)).toBeVisible();

  await context.setOffline(true);
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.method() !== 'GET' && request.url().includes('/api/')) sent.push(`${request.method()} ${request.url()}`);
  });
  await contact.getByLabel(text.zip).fill('1060');
  const save = contact.getByRole('button', { name: text.save });
  await expect(save).toHaveAttribute('aria-disabled', 'true');
  await expect(save).toHaveAccessibleDescription(text.noConnection);
  // A tap on it anyway (Playwright waits for an aria-disabled button: forced), and Enter in the field.
  await save.click({ force: true });
  await contact.getByLabel(text.zip).press('Enter');
  await expect(contact.getByLabel(text.zip)).toHaveValue('1060');
  expect(sent).toEqual([]);

  await context.setOffline(false);
  await expect(save).toHaveAttribute('aria-disabled', 'false', { timeout: 15_000 });
  await expect(contact.getByLabel(text.zip)).toHaveValue('1060');
  await save.click();
  await expect(page.getByText('Your contact information was saved.')).toBeVisible();
  });

  test('offline, the e-mail switches and the profile picture wait too, saying why', async ({ page, context }) => {
    await signedInWithWorker(page, DEMO_CUSTOMER.email, DEMO_CUSTOMER.password);
    await page.goto('/home/user-information/settings');
    const switches = page.getByRole('region', { name: 'E-mail notices' }).getByRole('switch');
    await expect(switches.first()).toBeEnabled();
    await page.goto('/home/user-information/my-profile');
    const picture = page.getByLabel('Change picture');
    await expect(picture).toBeEnabled();

    await context.setOffline(true);
    await page.goto('/home/user-information/settings').catch(() => {});
    await expect(switches.first()).toBeDisabled();
    await expect(switches.first()).toHaveAccessibleDescription(TEXTS.en.noConnection);
    await page.goto('/home/user-information/my-profile').catch(() => {});
    await expect(picture).toBeDisabled();
    await expect(picture).toHaveAccessibleDescription(/No connection/);
    await context.setOffline(false);
    await expect(picture).toBeEnabled({ timeout: 15_000 });
  });
});

test('signed out, nothing of the customer is left; another account never gets the last one’s answers', async ({ page, context, request }) => {
  const text = TEXTS.es;
  await signedInWithWorker(page, DEMO_CUSTOMER.email, DEMO_CUSTOMER.password);
  await expect.poll(() => customerCaches(page)).toHaveLength(1);

  // Another account's token on the same phone (no sign-out between): offline, none of the demo's answers.
  const other = await createAccount(request, { withClient: true });
  const login = await request.post('/api/auth/token', { data: other });
  const { token } = ((await login.json()) as { data: { token: string } }).data;
  const demoToken = await page.evaluate(() => localStorage.getItem('userToken'));
  await page.evaluate((value) => localStorage.setItem('userToken', value), token);
  await context.setOffline(true);
  await page.reload().catch(() => {});
  await notBlank(page);
  await expect(page.getByText(DEMO_CUSTOMER.email)).toHaveCount(0);
  await expect(page.getByRole('region', { name: text.address })).toHaveCount(0);

  // The demo again, online, then signed out: its answers go with it.
  await context.setOffline(false);
  await page.evaluate((value) => localStorage.setItem('userToken', value ?? ''), demoToken);
  await page.goto('/home/my-account');
  await expect(page.getByRole('region', { name: text.address }).locator('address')).toBeVisible();
  await page.getByRole('button', { name: text.accountMenu }).click();
  await page.getByRole('link', { name: text.signOut }).click();
  await expect(page.getByRole('button', { name: /^Iniciar sesión$/ })).toBeVisible();
  await expect.poll(() => customerCaches(page)).toEqual([]);
  await context.setOffline(true);
  await page.goto('/home/my-account').catch(() => {});
  await notBlank(page);
  await expect(page.getByRole('region', { name: text.address })).toHaveCount(0);
});
