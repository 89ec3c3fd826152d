// A new release (docs/product.md#updates), with the service worker on, on a phone: offered as
// "Nueva versión · Actualizar", kept away on "Más tarde", offered again on the next load, applied on
// "Actualizar" with a reload onto it. Its own project, before `offline` (playwright.config.ts): it
// changes the offline server's release, which no other spec should see meanwhile.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { expectNoA11yViolations } from '../support/axe.ts';
import { chooseLanguage } from '../support/portal.ts';
import { E2E_SERVERS, offlineRelease } from '../support/servers.ts';
import { DEMO_CUSTOMER, signIn } from '../support/session.ts';

test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });
const TEXTS = {
  es: { address: 'Mi dirección en Estados Unidos', offer: 'Nueva versión', update: 'Actualizar', later: 'Más tarde' },
  en: { address: 'My address in the United States', offer: 'New version', update: 'Update', later: 'Later' },
} as const;

const workerScript = join(offlineRelease(E2E_SERVERS.offline), 'sw.js');

/** The worker's script as the server now sends it: a release is a new script. */
const workerState = (page: Page) =>
  page.evaluate(async () => {
    const registration = await navigator.serviceWorker.getRegistration();
    return { waiting: Boolean(registration?.waiting), controlled: navigator.serviceWorker.controller?.state ?? null };
  });

// One release in both languages: offered in Spanish, kept away, offered again and read in English
// (the portal's own switcher), applied in English. Two tests, one a language, took 20 s each.
test("a new release is offered in either language and applied on the customer's word", async ({ page }) => {
  const { es, en } = TEXTS;
  await page.goto('/');
  await signIn(page, DEMO_CUSTOMER.email, DEMO_CUSTOMER.password, { goto: false });
  await expect(page.getByRole('region', { name: es.address }).locator('address')).toBeVisible();
  await page.waitForFunction(() => navigator.serviceWorker?.controller?.state === 'activated', null, { timeout: 30_000 });
  const offer = (text: (typeof TEXTS)[keyof typeof TEXTS]) => page.getByRole('region', { name: text.offer });
  await expect(offer(es)).toHaveCount(0);

  const original = readFileSync(workerScript, 'utf8');
  try {
    // The next release: its worker differs (here by a line), the rest as it was.
    writeFileSync(workerScript, `${original}\n// the next release: ${Date.now()}\n`);
    // The portal asks when the tab is shown again.
    await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
    await expect(offer(es)).toBeVisible({ timeout: 20_000 });
    await expect(offer(es).getByRole('button', { name: es.update })).toBeVisible();
    // It covers nothing sideways on a phone, and reads well.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await expectNoA11yViolations(page);

    await offer(es).getByRole('button', { name: es.later }).click();
    await expect(offer(es)).toHaveCount(0);
    expect((await workerState(page)).waiting).toBe(true);

    // The next load finds it waiting: offered again, and in English once the customer asks for it.
    await page.reload();
    await expect(offer(es)).toBeVisible({ timeout: 20_000 });
    await chooseLanguage(page, 'English');
    await expect(offer(en).getByRole('button', { name: en.later })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await expectNoA11yViolations(page);

    // "Update" reloads onto it.
    await page.evaluate(() => Object.assign(window, { __previousRelease: true }));
    await offer(en).getByRole('button', { name: en.update }).click();
    // Mid-reload the page has no context to ask: still the previous one, as far as the poll knows.
    const previous = () => page.evaluate(() => (window as { __previousRelease?: boolean }).__previousRelease ?? false).catch(() => true);
    await expect.poll(previous, { timeout: 20_000 }).toBe(false);
    await expect(page.getByRole('region', { name: en.address }).locator('address')).toBeVisible();
    await expect(offer(en)).toHaveCount(0);
    expect(await workerState(page)).toEqual({ waiting: false, controlled: 'activated' });
  } finally {
    writeFileSync(workerScript, original);
  }
});
