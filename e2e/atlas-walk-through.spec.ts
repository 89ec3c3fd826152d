// The walk-through on a flow's page (docs/flows/README.md#the-flow-atlas), as a product owner uses
// it from file:// with no server: sign-up from its start to the account, through the e-mail
// confirmation it invokes and the code entry inside that, each step lit in the diagram; a guard's
// outcomes offered as choices; Back; by keyboard alone; axe on the walk-through.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { fixtureAtlas, type OpenedAtlas } from './support/fixture-atlas.ts';
import { expectNoA11yViolations } from './support/axe.ts';

let atlas: OpenedAtlas;

test.beforeAll(() => {
  atlas = fixtureAtlas();
});

const flowPage = (flow: string) => atlas.flowUrl(flow);

/** The choice whose event and outcome read so: one button, its text the event then where it leads. */
const choice = (walk: Locator, event: string, outcome: RegExp | string) =>
  walk
    .getByRole('button')
    .filter({ has: walk.page().locator('.walk-event', { hasText: new RegExp(`^${event}$`) }) })
    .filter({ has: walk.page().locator('.walk-outcome', { hasText: outcome }) });

async function step(walk: Locator, event: string, outcome: RegExp | string, now: string) {
  await choice(walk, event, outcome).click();
  await expect(walk.getByRole('status')).toContainText(`in ${now}`);
}

const lit = (page: Page) => page.locator('#chart-m [aria-current="step"]');

/** Whether the lit state's box is inside the diagram frame's visible part. */
const inFrame = (page: Page) =>
  page.evaluate(() => {
    const frame = document.querySelector('#chart-m [data-diagram]')!.getBoundingClientRect();
    const box = document.querySelector('#chart-m [aria-current="step"]')!.getBoundingClientRect();
    return box.left >= frame.left - 1 && box.right <= frame.right + 1 && box.top >= frame.top - 1 && box.bottom <= frame.bottom + 1;
  });

test('a product owner steps through sign-up from the e-mail to the account, through the e-mail confirmation and its code entry, with Back', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(flowPage('signUp'));
  const walk = page.locator('#walk');
  await expect(walk.getByRole('heading', { name: 'Walk through it' })).toBeVisible();

  // Where sign-up starts is the guards' choice: a visitor with no session starts at the e-mail.
  await expect(walk.getByRole('status')).toHaveText('Where does it start?');
  await expect(walk.getByRole('button', { name: /^Start in/ })).toHaveCount(4);
  await step(walk, 'Start in emailConfirmation', /unless/, 'emailConfirmation');
  await expect(lit(page)).toHaveAttribute('data-state', 'emailConfirmation');
  // Its screen beside it (the UI model's state that names it), and the lit state in the frame's view.
  const screens = walk.locator('[data-walk="screens"]');
  await expect(screens.getByRole('link', { name: 'emailStep', exact: true })).toHaveAttribute('href', '#u-emailStep');
  await expect(screens.getByRole('img')).toHaveCount(4);
  await expect(screens.getByRole('img', { name: 'emailStep in Spanish, 360 px' })).toBeVisible();
  await expect.poll(() => inFrame(page)).toBe(true);

  // Inside the e-mail confirmation sign-up invokes: its own events, its own guards.
  await expect(walk.getByRole('heading', { name: /^Inside emailConfirmation \(emailStep\.editing\)/ })).toBeVisible();
  await step(walk, 'SUBMIT_EMAIL', '→ emailStep.checking (in emailConfirmation)', 'emailConfirmation');
  // The server's answer decides: each of its outcomes is a choice.
  await expect(choice(walk, 'checkPin failed', /^if a code is needed first \(PIN_ACCESS_REQUIRED\) → emailStep\.codeSent \(in emailConfirmation\)$/)).toBeVisible();
  await expect(choice(walk, 'checkPin failed', /^if too many tries for now \(TOO_MANY_REQUESTS\) → codeValidation \(in emailConfirmation\)$/)).toBeVisible();
  await step(walk, 'checkPin failed', /if a code is needed first \(PIN_ACCESS_REQUIRED\) → emailStep\.codeSent/, 'emailConfirmation');
  await step(walk, 'after codeValidationDelay', /^unless .* → codeValidation \(in emailConfirmation\)$/, 'emailConfirmation');
  await expect(lit(page)).toHaveAttribute('data-state', 'emailConfirmation');
  await expect.poll(() => inFrame(page)).toBe(true);

  // Inside the code entry the e-mail confirmation invokes, one level deeper: its own events, its own guards.
  await expect(walk.getByRole('heading', { name: /^Inside emailConfirmation \(codeValidation\)/ })).toBeVisible();
  await expect(walk.getByRole('heading', { name: /^Inside pin \(active\.code\.entering/ })).toBeVisible();
  await step(walk, 'SUBMIT', /^if .* → active\.code\.granting/, 'emailConfirmation');
  await step(walk, 'grantPin done', /→ codeValidationSuccess$/, 'codeValidationSuccess');

  // Undo takes back the last step, and only it.
  await walk.getByRole('button', { name: 'Undo the last step' }).click();
  await expect(walk.getByRole('status')).toContainText('in emailConfirmation');
  await expect(walk.getByRole('heading', { name: /^Inside pin \(active\.code\.granting/ })).toBeVisible();
  await expect(walk.locator('.walk-history li')).toHaveCount(5);
  await step(walk, 'grantPin done', /→ codeValidationSuccess$/, 'codeValidationSuccess');

  await step(walk, 'CONTINUE', '→ passwordStep.editing', 'passwordStep.editing');
  await step(walk, 'SUBMIT_PASSWORD', '→ passwordStep.registering', 'passwordStep.registering');
  await step(walk, 'registerUser done', '→ passwordStep.signingIn', 'passwordStep.signingIn');
  await step(walk, 'signIn done', '→ dataStep.editing', 'dataStep.editing');
  await step(walk, 'SUBMIT_DATA', /^unless .* → dataStep\.creating$/, 'dataStep.creating');
  await step(walk, 'createClient done', '→ shipmentsStep.list', 'shipmentsStep.list');
  await step(walk, 'FINISH', '→ success', 'success');
  await choice(walk, 'CONTINUE', '→ the end (finished)').click();
  await expect(walk.getByRole('status')).toContainText('The flow has ended in finished');
  await expect(lit(page)).toHaveAttribute('data-state', 'finished');
  await expect(walk.getByText('Nothing more can happen: the flow has ended.')).toBeVisible();
  await expect(walk.locator('.walk-history li')).toHaveCount(14);
  await expect(walk.locator('.walk-history li').nth(3)).toHaveText(/^after codeValidationDelay .*→ codeValidation \(in emailConfirmation\)$/);

  await walk.getByRole('button', { name: 'Start again' }).click();
  await expect(walk.getByRole('status')).toHaveText('Where does it start?');
  expect(errors).toEqual([]);
});

test('the walk-through works by keyboard alone and passes axe', async ({ page }) => {
  await page.goto(flowPage('changePassword'));
  const walk = page.locator('#walk');
  const first = walk.locator('.walk-choice').first();
  await first.focus();
  const before = await walk.getByRole('status').textContent();
  await page.keyboard.press('Enter');
  await expect(walk.getByRole('status')).not.toHaveText(before!);
  // After a step the focus is on the next choice (or Back), never lost to the page's top.
  await expect(walk.locator(':focus')).toHaveCount(1);
  await page.keyboard.press('Shift+Tab');
  await expectNoA11yViolations(page, { include: '#walk' });
  await page.setViewportSize({ width: 360, height: 740 });
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
});
