// The customer's own corner: the tabs (my profile, recipients, help) in both languages, adding
// and deleting a recipient, the FAQ, the terms, the settings' language, the account menu's
// entries, and the tab bar on a narrow screen.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { NOTICE_KINDS } from '../src/api/contract/notices.ts';
import { createAccount } from './support/mailbox.ts';
import { DEMO_STATE } from './support/demo-state.ts';
import { MY_ACCOUNT, openAsDemo, signInAsDemo, signInThroughApi, toast } from './support/portal.ts';
import { demoData } from './support/session.ts';
import { fillRecipient } from './support/sign-up.ts';

const USER_INFORMATION = '/home/user-information';
const MY_PROFILE = `${USER_INFORMATION}/my-profile`;
const RECIPIENTS = `${USER_INFORMATION}/recipient`;
const ADD_RECIPIENT = `${RECIPIENTS}/add-shipment`;
const HELP = `${USER_INFORMATION}/help`;
const SETTINGS = `${USER_INFORMATION}/settings`;

type ApiRecipient = { id: number; display_name: string };
type SiteContent = { faq: { question: string; answer: string }[] };

/** The FAQ as the server answers it in a language (the call needs no session). */
async function faqIn(request: APIRequestContext, language: 'es' | 'en') {
  const response = await request.get('/api/site-content', { headers: { 'Accept-Language': language } });
  expect(response.ok()).toBe(true);
  const { faq } = ((await response.json()) as { data: SiteContent }).data;
  if (faq.length < 2) throw new Error('the demo data needs at least two questions');
  return faq;
}

/** The answer's first three words, as text (the server sends HTML). */
const answerStart = (html: string) => html.replace(/<[^>]+>/g, '').trim().split(/\s+/).slice(0, 3).join(' ');

/** A new customer (so the demo's recipients stay as they are), signed in through the API, in Spanish. */
async function signInAsNewCustomer(page: Page, request: APIRequestContext) {
  await signInThroughApi(page, await createAccount(request, { withClient: true }), 'es');
}

const openAccountMenu = async (page: Page) => {
  await page.getByRole('button', { name: /Menú de la cuenta/ }).click();
  return page.getByRole('list', { name: 'Cuenta' });
};

test.use({ storageState: DEMO_STATE.es });

test.describe('user information at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('the tabs in Spanish: each has its address, the open one follows it', async ({ page, request }) => {
    const recipients = await demoData<ApiRecipient[]>(request, '/api/recipients');
    expect(recipients.length, 'the demo customer has recipients').toBeGreaterThan(0);
    await page.goto(USER_INFORMATION);
    await expect(page).toHaveURL(MY_PROFILE);
    await expect(page.getByRole('heading', { name: 'Mi información', level: 1 })).toBeVisible();
    const tablist = page.getByRole('tablist', { name: 'Mi información' });
    await expect(tablist.getByRole('tab')).toHaveText(['Mi perfil', 'Destinatarios', 'Ayuda']);
    await expect(tablist.getByRole('tab', { name: 'Mi perfil' })).toHaveAttribute('aria-selected', 'true');
    await expect(page).toHaveTitle('Mi perfil · Casillero');

    await tablist.getByRole('tab', { name: 'Destinatarios' }).click();
    await expect(page).toHaveURL(RECIPIENTS);
    await expect(page).toHaveTitle('Destinatarios · Casillero');
    const panel = page.getByRole('tabpanel', { name: 'Destinatarios' });
    await expect(panel.getByRole('heading', { name: 'Tus destinatarios' })).toBeVisible();
    await expect(panel.getByRole('listitem')).toHaveCount(recipients.length);
    const first = recipients[0]!;
    await expect(panel.getByRole('listitem').first()).toContainText(first.display_name);
    await expect(panel.getByRole('button', { name: `Eliminar a ${first.display_name}` })).toBeVisible();
    await expect(panel.getByRole('link', { name: 'Agregar destinatario' })).toHaveAttribute('href', ADD_RECIPIENT);

    await tablist.getByRole('tab', { name: 'Ayuda' }).click();
    await expect(page).toHaveURL(HELP);
    await expect(page.getByRole('tabpanel', { name: 'Ayuda' }).getByRole('heading', { name: 'Preguntas frecuentes' })).toBeVisible();

    // The arrow keys move between the tabs, and so does the address; a reload keeps the tab.
    await page.keyboard.press('ArrowLeft');
    await expect(page).toHaveURL(RECIPIENTS);
    await expect(tablist.getByRole('tab', { name: 'Destinatarios' })).toBeFocused();
    await page.reload();
    await expect(tablist.getByRole('tab', { name: 'Destinatarios' })).toHaveAttribute('aria-selected', 'true');
    await page.goBack();
    await expect(page).toHaveURL(HELP);
    await expect(tablist.getByRole('tab', { name: 'Ayuda' })).toHaveAttribute('aria-selected', 'true');
  });

  test('a new customer adds a recipient, sees it listed, and deletes it through the confirmation', async ({ page, request }) => {
    await signInAsNewCustomer(page, request);
    await page.goto(RECIPIENTS);
    await expect(page.getByText('Aún no tienes destinatarios.', { exact: false })).toBeVisible();
    await page.getByRole('link', { name: 'Agregar destinatario' }).click();
    await expect(page).toHaveURL(ADD_RECIPIENT);
    await expect(page.getByRole('heading', { name: 'Agrega un destinatario', level: 1 })).toBeVisible();
    await expect(page).toHaveTitle('Agregar destinatario · Casillero');

    await fillRecipient(page);
    await page.getByRole('button', { name: 'Guardar destinatario' }).click();
    await expect(toast(page, 'Destinatario agregado.')).toBeVisible();
    await expect(page).toHaveURL(RECIPIENTS);
    const panel = page.getByRole('tabpanel', { name: 'Destinatarios' });
    await expect(panel.getByRole('listitem')).toHaveCount(1);
    await expect(panel.getByRole('listitem')).toContainText('Pedro Mendoza');
    await expect(panel.getByRole('listitem')).toContainText('Venezuela');
    await expect(page.getByRole('tab', { name: 'Destinatarios' })).toHaveAttribute('aria-selected', 'true');

    // Cancel keeps it, and the focus goes back to its button.
    const remove = panel.getByRole('button', { name: 'Eliminar a Pedro Mendoza' });
    await remove.click();
    const dialog = page.getByRole('dialog', { name: '¿Eliminar este destinatario?' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('Pedro Mendoza ya no aparecerá');
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
    await expect(dialog).toBeHidden();
    await expect(remove).toBeFocused();
    await expect(panel.getByRole('listitem')).toHaveCount(1);

    // A failed deletion says so and keeps the recipient.
    await page.route('**/api/recipients/*', (route) =>
      route.request().method() === 'DELETE'
        ? route.fulfill({ status: 500, contentType: 'application/json', body: '{"code":"SERVER_ERROR","message":"down"}' })
        : route.continue(),
    );
    await remove.click();
    await dialog.getByRole('button', { name: 'Eliminar destinatario' }).click();
    await expect(toast(page, 'No se pudo eliminar el destinatario. Inténtalo de nuevo.')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(panel.getByRole('listitem')).toHaveCount(1);
    await expect(remove).toBeFocused();
    await page.unroute('**/api/recipients/*');

    // Deleted: the toast, the empty list, and the focus on the add link.
    await remove.click();
    await dialog.getByRole('button', { name: 'Eliminar destinatario' }).click();
    await expect(toast(page, 'Destinatario eliminado.')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('Aún no tienes destinatarios.', { exact: false })).toBeVisible();
    await expect(panel.getByRole('link', { name: 'Agregar destinatario' })).toBeFocused();
    await page.reload();
    await expect(page.getByText('Aún no tienes destinatarios.', { exact: false })).toBeVisible();
  });

  test('the recipient form: its own checks, the server’s field errors, and Back', async ({ page, request }) => {
    await signInAsNewCustomer(page, request);
    // Opened on its own address, Back has no page to return to: it goes to the recipient tab.
    await page.goto(ADD_RECIPIENT);
    await expect(page.getByRole('heading', { name: 'Agrega un destinatario', level: 1 })).toBeVisible();
    await page.getByRole('button', { name: 'Guardar destinatario' }).click();
    await expect(page.getByText('Este campo es obligatorio.').first()).toBeVisible();
    await page.getByLabel(/^Correo electrónico/).fill('no-es-un-correo');
    await page.getByLabel(/^Código postal/).fill('10A');
    await page.getByLabel(/^Código postal/).blur();
    await expect(page.getByText('Ingresa un correo electrónico válido, por favor.')).toBeVisible();
    await expect(page.getByText('Solo dígitos, por favor.')).toBeVisible();

    // The server refuses it: the toast (docs/product.md#error-catalogue) and its message under the field; nothing typed is lost.
    await page.route('**/api/recipients', (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({
            status: 422,
            contentType: 'application/json',
            body: JSON.stringify({
              code: 'FAILED_VALIDATION',
              message: 'Los datos no son válidos.',
              errors: { document_id: ['Ese documento ya está registrado.'] },
            }),
          })
        : route.continue(),
    );
    await fillRecipient(page);
    await page.getByRole('button', { name: 'Guardar destinatario' }).click();
    await expect(toast(page, 'No se pudo guardar el destinatario: revisa los campos marcados.')).toBeVisible();
    await expect(page.getByText('Ese documento ya está registrado.')).toBeVisible();
    await expect(page.getByLabel(/^Nombre/)).toHaveValue('Pedro');
    await expect(page).toHaveURL(ADD_RECIPIENT);

    await page.getByRole('button', { name: 'Volver' }).click();
    await expect(page).toHaveURL(RECIPIENTS);
    await expect(page.getByText('Aún no tienes destinatarios.', { exact: false })).toBeVisible();

    // From the list, Back returns to the page before (the list), as the browser's back would.
    await page.getByRole('link', { name: 'Agregar destinatario' }).click();
    await expect(page).toHaveURL(ADD_RECIPIENT);
    await page.getByRole('button', { name: 'Volver' }).click();
    await expect(page).toHaveURL(RECIPIENTS);
    await page.goForward();
    await expect(page).toHaveURL(ADD_RECIPIENT);
  });

  test('help in Spanish: the FAQ opens and closes, the support chat, the terms (focus restored)', async ({ page, request }) => {
    const faq = await faqIn(request, 'es');
    await page.goto(HELP);
    const questions = page.getByRole('region', { name: 'Preguntas frecuentes' });
    await expect(questions.getByRole('heading', { level: 3 })).toHaveCount(faq.length);
    const [first, second] = [faq[0]!, faq[1]!];
    const firstQuestion = questions.getByRole('button', { name: first.question });
    await expect(firstQuestion).toHaveAttribute('aria-expanded', 'false');
    await expect(questions.getByText(answerStart(first.answer))).toBeHidden();
    await firstQuestion.click();
    await expect(firstQuestion).toHaveAttribute('aria-expanded', 'true');
    await expect(questions.getByText(answerStart(first.answer))).toBeVisible();
    // One open at a time; the open one closes again.
    const secondQuestion = questions.getByRole('button', { name: second.question });
    await secondQuestion.click();
    await expect(secondQuestion).toHaveAttribute('aria-expanded', 'true');
    await expect(firstQuestion).toHaveAttribute('aria-expanded', 'false');
    await secondQuestion.click();
    await expect(secondQuestion).toHaveAttribute('aria-expanded', 'false');
    await expect(questions.getByText(answerStart(second.answer))).toBeHidden();

    // The support chat opens in a new tab.
    const chat = page.getByRole('link', { name: /Escribir a soporte/ });
    await expect(chat).toHaveAttribute('href', /^https:\/\//);
    await expect(chat).toHaveAttribute('target', '_blank');

    // The terms: a modal that gives the focus back to its button, after Escape or an outside click.
    const termsButton = page.getByRole('button', { name: 'Leer los términos y condiciones' });
    await termsButton.click();
    const terms = page.getByRole('dialog', { name: 'Términos y condiciones' });
    await expect(terms).toBeVisible();
    await expect(terms.locator('.rich-text')).not.toBeEmpty();
    await page.keyboard.press('Escape');
    await expect(terms).toBeHidden();
    await expect(termsButton).toBeFocused();
    await termsButton.click();
    await expect(terms).toBeVisible();
    await page.mouse.click(5, 5);
    await expect(terms).toBeHidden();
  });

  test('settings switch the language, and the choice sticks after a reload', async ({ page }) => {
    await openAsDemo(page);
    const menu = await openAccountMenu(page);
    await menu.getByRole('link', { name: 'Configuración' }).click();
    await expect(page).toHaveURL(SETTINGS);
    await expect(page.getByRole('heading', { name: 'Configuración', level: 1 })).toBeVisible();
    // No tab bar here: the settings are reached from the account menu only.
    await expect(page.getByRole('tablist')).toHaveCount(0);
    // The header's switch is a group named so too.
    const languages = page.getByRole('main').getByRole('group', { name: 'Idioma' });
    await expect(languages.getByRole('radio', { name: 'Español' })).toBeChecked();

    await languages.getByRole('radio', { name: 'English' }).check();
    await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible();
    // The header's switch shows the same choice.
    await expect(page.getByRole('button', { name: 'English' })).toHaveAttribute('aria-pressed', 'true');

    await page.reload();
    await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
    const english = page.getByRole('main').getByRole('group', { name: 'Language' });
    await expect(english.getByRole('radio', { name: 'English' })).toBeChecked();
    await english.getByRole('radio', { name: 'Español' }).check();
    await expect(page.getByRole('heading', { name: 'Configuración', level: 1 })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Configuración', level: 1 })).toBeVisible();
  });

  test.describe('signed in on its own (it signs out, which revokes its token)', () => {
    test.use({ storageState: { cookies: [], origins: [] } });

    test('the account menu: name, e-mail and entries that lead to the right pages; help in the sidebar and header', async ({ page }) => {
      await signInAsDemo(page);
      let menu = await openAccountMenu(page);
      await expect(page.getByText('demo@casillero.test').first()).toBeVisible();
      await expect(menu.getByRole('link')).toHaveText(['Mi perfil', 'Agentes', 'Configuración', 'Ayuda', 'Cerrar sesión']);

      await menu.getByRole('link', { name: 'Mi perfil' }).click();
      await expect(page).toHaveURL(MY_PROFILE);
      await expect(menu).toBeHidden();
      await expect(page.getByRole('tab', { name: 'Mi perfil' })).toHaveAttribute('aria-selected', 'true');

      menu = await openAccountMenu(page);
      await menu.getByRole('link', { name: 'Agentes' }).click();
      await expect(page).toHaveURL(`${MY_ACCOUNT}#agents`);
      const agents = page.getByRole('region', { name: 'Nuestros agentes' });
      await expect(agents).toBeFocused();
      await expect(agents).toBeInViewport();

      menu = await openAccountMenu(page);
      await menu.getByRole('link', { name: 'Configuración' }).click();
      await expect(page).toHaveURL(SETTINGS);
      // The address changes when the navigation starts; the page, and the focus on its heading, come
      // when it is ready: a menu opened before then would lose the focus and close.
      await expect(page.getByRole('heading', { name: 'Configuración', level: 1 })).toBeFocused();

      menu = await openAccountMenu(page);
      await menu.getByRole('link', { name: 'Ayuda' }).click();
      await expect(page).toHaveURL(HELP);
      await expect(page.getByRole('tab', { name: 'Ayuda' })).toHaveAttribute('aria-selected', 'true');

      // Help in the sidebar and the header is the help tab now (the chat is reached from there).
      const sidebarHelp = page.getByRole('navigation', { name: 'Principal' }).getByRole('link', { name: 'Ayuda' });
      await expect(sidebarHelp).toHaveAttribute('href', HELP);
      await expect(sidebarHelp).toHaveAttribute('aria-current', 'page');
      await expect(sidebarHelp).not.toHaveAttribute('target', '_blank');
      await expect(page.getByRole('navigation', { name: 'Accesos rápidos' }).getByRole('link', { name: 'Ayuda' })).toHaveAttribute('href', HELP);

      menu = await openAccountMenu(page);
      await menu.getByRole('link', { name: 'Cerrar sesión' }).click();
      await expect(page).toHaveURL('/');
    });
  });

  test.describe('in English', () => {
    test.use({ storageState: DEMO_STATE.en });

    test('the tabs in English', async ({ page }) => {
      await page.goto(USER_INFORMATION);
      await expect(page).toHaveURL(MY_PROFILE);
      await expect(page.getByRole('heading', { name: 'My information', level: 1 })).toBeVisible();
      const tablist = page.getByRole('tablist', { name: 'My information' });
      await expect(tablist.getByRole('tab')).toHaveText(['My profile', 'Recipients', 'Help']);
      await tablist.getByRole('tab', { name: 'Recipients' }).click();
      await expect(page).toHaveURL(RECIPIENTS);
      await expect(page.getByRole('heading', { name: 'Your recipients' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Add recipient' })).toBeVisible();
      await tablist.getByRole('tab', { name: 'Help' }).click();
      await expect(page).toHaveURL(HELP);
      await expect(page.getByRole('heading', { name: 'Frequently asked questions' })).toBeVisible();
      await expect(page.getByRole('link', { name: /Chat with support/ })).toBeVisible();
    });

    test('settings show the e-mail switches in English, one per kind of notice', async ({ page }) => {
      await page.goto(SETTINGS);
      const card = page.getByRole('region', { name: 'E-mail notices' });
      await expect(card.getByRole('switch')).toHaveCount(NOTICE_KINDS.length);
      await expect(card.getByRole('switch', { name: 'A package received' })).toBeVisible();
      await expect(card.getByRole('switch', { name: 'Free storage ending in 3 days' })).toBeVisible();
    });

    test('help in English: the FAQ in English opens and closes; the terms in English', async ({ page, request }) => {
      const faq = await faqIn(request, 'en');
      await page.goto(HELP);
      const questions = page.getByRole('region', { name: 'Frequently asked questions' });
      const first = faq[0]!;
      const question = questions.getByRole('button', { name: first.question });
      await question.click();
      await expect(question).toHaveAttribute('aria-expanded', 'true');
      await expect(questions.getByText(answerStart(first.answer))).toBeVisible();
      await question.click();
      await expect(question).toHaveAttribute('aria-expanded', 'false');

      const termsButton = page.getByRole('button', { name: 'Read the terms and conditions' });
      await termsButton.click();
      const terms = page.getByRole('dialog', { name: 'Terms and conditions' });
      await expect(terms).toBeVisible();
      await terms.getByRole('button', { name: 'Close' }).last().click();
      await expect(terms).toBeHidden();
      await expect(termsButton).toBeFocused();

      // Switching the language reloads the FAQ in the other one.
      const spanish = (await faqIn(request, 'es'))[0]!;
      await page.getByRole('button', { name: 'Español' }).click();
      await expect(page.getByRole('region', { name: 'Preguntas frecuentes' }).getByRole('button', { name: spanish.question })).toBeVisible();
    });
  });
});

test.describe('user information on a 360 px phone', () => {
  test.use({ viewport: { width: 360, height: 812 }, isMobile: true, hasTouch: true });

  // A new customer, so the demo's e-mails stay as they are (docs/product.md#notices).
  test('settings: an e-mail switch turned off is saved at once and stays off after a reload', async ({ page, request }) => {
    await signInAsNewCustomer(page, request);
    await page.goto(SETTINGS);
    const card = page.getByRole('region', { name: 'Avisos por e-mail' });
    await expect(card.getByRole('switch')).toHaveCount(NOTICE_KINDS.length);
    for (const each of await card.getByRole('switch').all()) await expect(each).toBeChecked();
    const storage = card.getByRole('switch', { name: 'El almacenaje gratis termina en 3 días' });
    await storage.click();
    await expect(storage).not.toBeChecked();
    await expect(card.getByRole('status')).toHaveText('Guardado.');
    await expect(storage).toBeInViewport();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

    await page.reload();
    await expect(storage).not.toBeChecked();
    await expect(card.getByRole('switch', { name: 'Un paquete recibido' })).toBeChecked();
  });

  test('the tabs fit the screen, in Spanish (the longer labels)', async ({ page }) => {
    await page.goto(RECIPIENTS);
    const tablist = page.getByRole('tablist', { name: 'Mi información' });
    await expect(tablist.getByRole('tab')).toHaveCount(3);
    await expect(page.getByRole('heading', { name: 'Tus destinatarios' })).toBeVisible();
    for (const tab of await tablist.getByRole('tab').all()) await expect(tab).toBeInViewport({ ratio: 1 });
    expect(await tablist.evaluate((list) => list.scrollWidth - list.clientWidth)).toBeLessThanOrEqual(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

    // A thumb's tap is one step of the history: Back returns to the recipients (docs/product.md#steps-and-history).
    await tablist.getByRole('tab', { name: 'Ayuda' }).tap();
    await expect(page).toHaveURL(HELP);
    await expect(page.getByRole('heading', { name: 'Preguntas frecuentes' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await page.goBack();
    await expect(page).toHaveURL(RECIPIENTS);
    await expect(page.getByRole('heading', { name: 'Tus destinatarios' })).toBeVisible();
  });
});
