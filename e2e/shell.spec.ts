import { expect, test } from '@playwright/test';
import { DEMO_STATE } from './support/demo-state.ts';
import { MY_ACCOUNT, openAsDemo } from './support/portal.ts';

test.use({ storageState: DEMO_STATE.es });

test.describe('the signed-in shell at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('sidebar open by default, header links, account menu, logo', async ({ page }) => {
    await openAsDemo(page);
    const toggle = page.getByRole('button', { name: 'Menú principal' });
    const sidebar = page.getByRole('navigation', { name: 'Principal' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(sidebar.getByRole('link', { name: 'Mi cuenta' })).toHaveAttribute('aria-current', 'page');
    await expect(sidebar.getByText('Mi cuenta')).toBeVisible();
    // Calculator and more services are pages of the portal (docs/product.md#signed-in-pages), not external sites.
    await expect(sidebar.getByRole('link', { name: 'Calculadora' })).toHaveAttribute('href', '/home/calculator');
    await expect(sidebar.getByRole('link', { name: 'Más servicios' })).toHaveAttribute('href', '/home/more-services');
    // Help is the help tab; the support chat is reached from there.
    await expect(sidebar.getByRole('link', { name: 'Ayuda' })).toHaveAttribute('href', '/home/user-information/help');
    await expect(sidebar.getByRole('link', { name: 'Cerrar sesión' })).toHaveAttribute('href', '/logout');
    const quick = page.getByRole('navigation', { name: 'Accesos rápidos' });
    // Calculator, more services, help and the pre-alert button (docs/product.md#the-signed-in-shell).
    await expect(quick.getByRole('link')).toHaveCount(4);
    await expect(quick.getByRole('link', { name: 'Prealertas' })).toHaveAttribute('href', '/home/pre-alerts');

    // Folding the sidebar keeps its icons; the labels stay for screen readers.
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(sidebar).toBeVisible();
    await expect(sidebar.getByRole('link', { name: 'Mi cuenta' })).toBeVisible();
    await expect.poll(async () => (await sidebar.boundingBox())?.width).toBeLessThan(100);
    await expect.poll(async () => (await sidebar.getByText('Mi cuenta').boundingBox())?.width).toBeLessThanOrEqual(1);
    await toggle.click();
    await expect.poll(async () => (await sidebar.boundingBox())?.width).toBeGreaterThan(200);
    await expect.poll(async () => (await sidebar.getByText('Mi cuenta').boundingBox())?.width).toBeGreaterThan(40);

    // Account menu: a disclosure with the customer's name and e-mail; Escape closes it.
    const menuButton = page.getByRole('button', { name: /Menú de la cuenta/ });
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    await menuButton.click();
    await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    const menu = page.getByRole('list', { name: 'Cuenta' });
    await expect(menu.getByRole('link', { name: 'Cerrar sesión' })).toBeVisible();
    await expect(page.getByText('demo@casillero.test').first()).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    await expect(menuButton).toBeFocused();
    await expect(menu).toBeHidden();
    // A click elsewhere closes it too.
    await menuButton.click();
    await page.getByRole('heading', { name: 'Mi cuenta', level: 1 }).click();
    await expect(menu).toBeHidden();

    // The logo leads to the account page inside the signed-in area.
    await expect(page.getByRole('link', { name: 'Casillero, mi cuenta' })).toHaveAttribute('href', MY_ACCOUNT);
  });
});

test.describe('the signed-in shell on a 360 px phone', () => {
  test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

  test('sidebar closed by default; the toggle opens and closes the drawer', async ({ page }) => {
    await openAsDemo(page);
    const toggle = page.getByRole('button', { name: 'Menú principal' });
    const sidebar = page.getByRole('navigation', { name: 'Principal' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(sidebar).toBeHidden();
    await expect(page.getByRole('navigation', { name: 'Accesos rápidos' })).toBeHidden();

    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(sidebar).toBeVisible();
    await expect(sidebar.getByRole('link', { name: 'Mi cuenta' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(sidebar).toBeHidden();

    // Following a link closes the drawer.
    await toggle.click();
    await sidebar.getByRole('link', { name: 'Mi cuenta' }).click();
    await expect(sidebar).toBeHidden();
    await expect(page).toHaveURL(MY_ACCOUNT);

    await toggle.click();
    await toggle.click();
    await expect(sidebar).toBeHidden();
  });
});
