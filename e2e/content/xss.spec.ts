import { expect, test, type Page } from '@playwright/test';
import { HOSTILE_TEXT, HOSTILE_TRACKING, liveMarkup, restoreContent, seedHostileCustomer, type HostileRecords } from '../support/hostile.ts';
import { createAccount } from '../support/mailbox.ts';
import { DATA_STEP, MY_ACCOUNT } from '../support/portal.ts';
import { signIn } from '../support/session.ts';

// Hostile text and HTML in everything the server hands the portal: what customers write (their
// name and address, a recipient, a pre-alert: through the API) and what only the company writes
// (FAQ, terms, a payment method, the warehouse, an agent, the portal's links, a package, shipment
// and invoice: the demo route api/dev/hostile-content). Nothing of it may run: no dialog, no
// `window.__xss`, no CSP violation, no live markup. Plain text shows as the very text; HTML keeps its harmless markup.
// In the `content` project, on a server of its own: the company content changes, and is put back.

/**
 * Anything the page would run or obey anywhere in it, whoever rendered it. React 19 renders a
 * javascript: link of the server (the portal's links) as a link that only throws: that one is inert.
 */
const LIVE_ANYWHERE = [
  'iframe', '[onload]', '[onerror]', '[onclick]', '[onmouseover]', 'body script', 'body meta', 'body style',
  'a[href^="javascript:" i]:not([href^="javascript:throw new Error(\'React has blocked a javascript: URL"])',
].join(', ');

/** Watches a page for dialogs and CSP violations; `expectInert` checks them with the DOM. */
function watch(page: Page) {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss();
  });
  void page.addInitScript(() => {
    window.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      // zod 4 probes once, in a try, whether `new Function` may run: not a payload.
      if (event.blockedURI === 'eval') return;
      // Chromium also reports the on* attributes of a document that never runs script (DOMPurify
      // parses the HTML with DOMParser) at the page's document; a handler on a live element
      // reports at that element.
      if (event.violatedDirective === 'script-src-attr' && !(event.target instanceof Element)) return;
      const target = event.target instanceof Element ? event.target.outerHTML.slice(0, 160) : String(event.target);
      window.__cspViolations?.push(`${event.violatedDirective} ${event.blockedURI} in ${target}`);
    });
  });
  return async function expectInert(where: string) {
    expect(await page.evaluate(() => window.__xss), `${where}: window.__xss`).toBeUndefined();
    expect(await page.evaluate(() => window.__cspViolations ?? []), `${where}: CSP violations`).toEqual([]);
    expect(dialogs, `${where}: dialogs`).toEqual([]);
    expect(await page.locator(LIVE_ANYWHERE).evaluateAll((found) => found.map((e) => e.outerHTML.slice(0, 120))), `${where}: live markup`).toEqual([]);
    // Every block of server HTML (SafeHtml): nothing that could run, act or restyle the page.
    const live = await page.evaluate(`[...document.querySelectorAll('.rich-text')].flatMap((root) => (${liveMarkup.toString()})(root))`);
    expect(live, `${where}: live markup in server HTML`).toEqual([]);
    await expect(page.locator('body')).toBeVisible();
  };
}

/** The payload, shown as text in the page's content (the header shows the customer's name everywhere). */
async function expectLiteral(page: Page, where: string) {
  await expect(page.getByRole('main').getByText(HOSTILE_TEXT).first(), where).toBeVisible();
}

/** A server HTML block: its original harmless markup is there, its javascript: link has lost its address. */
async function expectHarmlessHtml(block: ReturnType<Page['locator']>, harmless: string) {
  await expect(block.locator(harmless).first()).toBeVisible();
  const link = block.getByText('click', { exact: true });
  await expect(link).toHaveCount(1);
  await expect(link).not.toHaveAttribute('href');
}

test('hostile text and HTML from the server render inert everywhere the portal shows them', async ({ page, request, browser }) => {
  test.setTimeout(240_000);
  const expectInert = watch(page);
  const account = await createAccount(request);
  let seeded: HostileRecords | undefined;
  try {
    seeded = await seedHostileCustomer(request, account.email, account.password);
    const { package_id, pre_alert_id, shipment_id, invoice_id, tracking } = seeded;

    await signIn(page, account.email, account.password);
    await expect(page).toHaveURL(MY_ACCOUNT);
    // My details, the locker address (the customer's name, the warehouse's title) and the agents.
    await expect(page.getByRole('heading', { name: HOSTILE_TEXT, exact: true })).toBeVisible();
    await expect(page.getByText(HOSTILE_TEXT)).not.toHaveCount(0);
    expect(await page.getByText(HOSTILE_TEXT).count()).toBeGreaterThanOrEqual(3);
    await expectInert('my account');

    const pages: [string, string][] = [
      ['/home/package', 'packages'],
      [`/home/package/${package_id}`, 'package detail'],
      ['/home/pre-alerts', 'pre-alerts'],
      [`/home/pre-alerts/${pre_alert_id}`, 'pre-alert detail'],
      ['/home/my-shipments', 'shipments'],
      [`/home/my-shipments/${shipment_id}`, 'shipment detail'],
      ['/home/invoice', 'invoices'],
      [`/home/invoice/${invoice_id}`, 'invoice detail'],
      [`/home/invoice/${invoice_id}?tab=payments`, 'invoice payments'],
      [`/home/search?q=${tracking}`, 'search results'],
      ['/home/user-information/recipient', 'recipients'],
    ];
    for (const [path, where] of pages) {
      await test.step(where, async () => {
        await page.goto(path);
        await expectLiteral(page, where);
        await expectInert(where);
      });
    }

    await test.step('server text inside translated messages stays literal', async () => {
      await page.goto(`/home/pre-alerts/${pre_alert_id}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Prealerta ${HOSTILE_TRACKING}`);
      await expectInert('pre-alert heading');
    });

    await test.step('my profile: the fixed name and the address, as typed', async () => {
      await page.goto('/home/user-information/my-profile');
      await expect(page.getByLabel('Nombre', { exact: true })).toHaveValue(HOSTILE_TEXT);
      await expect(page.getByLabel('Apellido', { exact: true })).toHaveValue(HOSTILE_TEXT);
      // The address reads as text (read-only, docs/product.md#my-profile): the markup shows as characters.
      await expect(page.getByRole('definition').filter({ hasText: HOSTILE_TEXT })).toHaveText(HOSTILE_TEXT);
      await expectInert('my profile');
    });

    await test.step('help: the question as text, the answer sanitized', async () => {
      await page.goto('/home/user-information/help');
      const question = page.getByRole('button', { name: HOSTILE_TEXT, exact: true });
      await question.click();
      const answer = page.locator('.faq__answer .rich-text').first();
      await expectHarmlessHtml(answer, 'strong');
      // The support phone, as text; its link dials digits only.
      await expect(page.getByRole('link', { name: HOSTILE_TEXT, exact: true })).toHaveAttribute('href', `tel:${HOSTILE_TEXT.replace(/[^+\d]/g, '')}`);
      await expectInert('help');
    });

    await test.step('checkout: the method\u2019s name as text, its description sanitized', async () => {
      await page.goto(`/home/invoice/payment-method/${invoice_id}`);
      const method = page.getByRole('button', { name: HOSTILE_TEXT, exact: true });
      await expect(method).toBeVisible();
      if ((await method.getAttribute('aria-pressed')) !== 'true') await method.click();
      await expect(page.locator('.method-instructions__title')).toHaveText(`Cómo pagar con ${HOSTILE_TEXT}`);
      const description = page.locator('.method-instructions .rich-text');
      await expectHarmlessHtml(description, 'li strong');
      await expectInert('checkout');
    });

    await test.step('sign-up data step: the terms sanitized', async () => {
      const newcomer = await createAccount(request);
      const context = await browser.newContext({ locale: 'es-ES' });
      const signUpPage = await context.newPage();
      const expectSignUpInert = watch(signUpPage);
      await signIn(signUpPage, newcomer.email, newcomer.password);
      await expect(signUpPage).toHaveURL(DATA_STEP);
      await signUpPage.getByRole('button', { name: 'Leer los términos y condiciones' }).click();
      const terms = signUpPage.getByRole('dialog').locator('.rich-text');
      await expectHarmlessHtml(terms, 'h2');
      await expectSignUpInert('terms');
      await context.close();
    });
  } finally {
    await restoreContent(request);
  }
  // The company's content is back as it was: no hostile question any more.
  const site = (await (await request.get('/api/site-content')).json()) as { data: { faq: { question: string }[]; termsAndConditions: string } };
  expect(site.data.faq.map((entry) => entry.question)).not.toContain(HOSTILE_TEXT);
  expect(site.data.termsAndConditions).not.toContain('__xss');
});
