// The flow atlas's screenshot pass (npm run atlas; docs/flows/README.md): a UI model's states as
// the customer sees them, in both languages and at both widths. Each run walks one of
// stateVisits' paths with the spec's own actions and page assertions; where it captures a state,
// the assertions settle the page first, then the screenshots are taken where the page stands: the
// language is switched in place with the portal's own switcher, so the flow's state survives.
import { expect, test, type Page } from '@playwright/test';
import { join } from 'node:path';
import { SCREENS_DIR, screenFile, screensOf, type AtlasWidth, type ScreenShot } from '../../../scripts/atlas/screens.ts';
import { LANGUAGE_COOKIE } from '../../../src/api/contract/cookies.ts';
import { LANGUAGES, type Language } from '../../../src/api/contract/limits.ts';
import { pathNames, stateLeavesOf } from '../../../tests/support/path-words.ts';
import { emulatePhone } from '../../support/a11y-matrix.ts';
import { snapshotAt, stateVisits } from './state-visits.ts';
import type { UiContext, UiModel } from './ui-model.ts';

/** A browser window's height at each width: a desktop's, a modest phone's (the shots are full-page). */
const HEIGHTS: Record<AtlasWidth, number> = { 360: 740, 1280: 800 };
/** What a capture may add to a run's time: four full-page shots and two language switches. */
export const CAPTURE_TIMEOUT = 30_000;
const LANGUAGE_GROUP = /^(Idioma|Language)$/;

const screensFolder = () => process.env.ATLAS_SCREENS ?? SCREENS_DIR;

/** Two frames, for what a width or a language change lays out. */
const framesPassed = (page: Page) =>
  page.evaluate(() => {
    // A page on Playwright's fake clock (the code screen's cool-down) gets frames only when the
    // test moves it; it renders through React's scheduler, which that clock leaves alone.
    if (!String(requestAnimationFrame).includes('[native code]')) return;
    return new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done())));
  });

const pageLanguage = async (page: Page): Promise<Language> => {
  const lang = await page.locator('html').getAttribute('lang');
  return LANGUAGES.find((language) => language === lang) ?? LANGUAGES[0];
};

/**
 * Switches the page's language with its switcher, clicked from the page's own script (focus and
 * scroll stay where the spec left them, and a layout that hides the switcher does not matter),
 * and waits until the page has rendered it. A page without one (none of today's states) is opened
 * again with the language's cookie, as the portal keeps its own choice: it loses what only the
 * page held (a toast), which the test's annotations say.
 */
async function switchLanguage(page: Page, language: Language, { stillBusy }: CaptureOptions) {
  const button = page.getByRole('group', { name: LANGUAGE_GROUP, includeHidden: true }).first().locator(`button[lang="${language}"]`);
  if ((await button.count()) === 0) {
    test.info().annotations.push({ type: 'atlas', description: `no language switcher at ${page.url()}: reopened in ${language}` });
    const { hostname } = new URL(page.url());
    await page.context().addCookies([{ name: LANGUAGE_COOKIE, value: language, domain: hostname, path: '/' }]);
    await page.reload();
  } else {
    await button.evaluate((b: HTMLButtonElement) => b.click());
    await expect(button).toHaveAttribute('aria-pressed', 'true');
  }
  await expect(page.locator('html')).toHaveAttribute('lang', language);
  await framesPassed(page);
  // The switch asks the lists again in the new language (docs/product.md#languages): dimmed until they answer.
  await expect(page.locator(stillBusy ? `[aria-busy="true"]:not(${stillBusy})` : '[aria-busy="true"]')).toHaveCount(0);
}

/** The page is a touch phone (the spec emulated one): the atlas's widths replace it while shooting. */
const isPhone = (page: Page) => page.evaluate(() => navigator.maxTouchPoints > 0);

async function shoot(page: Page, shot: ScreenShot) {
  await page.setViewportSize({ width: shot.width, height: HEIGHTS[shot.width] });
  // At the top: a full-page shot draws the sticky header where the page is scrolled to.
  await page.evaluate(() => window.scrollTo(0, 0));
  await framesPassed(page);
  await page.screenshot({
    path: join(screensFolder(), screenFile(shot)),
    type: 'jpeg',
    quality: 70,
    fullPage: true,
    animations: 'disabled',
    caret: 'hide',
  });
}

export type CaptureOptions = {
  /**
   * What the state itself keeps busy (`aria-busy`), as a CSS selector: a state held while the
   * server answers (a switch saving) stays so through the language switches, which otherwise wait
   * for the page's lists to settle.
   */
  stillBusy?: string;
};

/**
 * A state's screenshots: in the page's language first, then in the others, switched in place;
 * the widths go back and forth so each language starts at the width the last one ended at. The
 * page is left as it was (language, size, phone, network, scroll), so the spec's next action finds
 * it so. The UI models' runs (below) and the machines' screen drivers (e2e/atlas-screens/) both
 * capture with it.
 */
export async function captureState(page: Page, flow: string, state: string, options: CaptureOptions = {}) {
  const viewport = page.viewportSize();
  const scrolled = await page.evaluate(() => window.scrollY);
  const phone = await isPhone(page);
  if (phone) await emulatePhone(page, false);
  // Offline (the spec cut the network), the other language's texts could not load; the portal
  // never listens for the network coming back, so only these requests see it.
  const offline = await page.evaluate(() => !navigator.onLine);
  if (offline) await page.context().setOffline(false);
  const spoken = await pageLanguage(page);
  const shots = screensOf(flow, state);
  const languages = [spoken, ...LANGUAGES.filter((language) => language !== spoken)];
  for (const [index, language] of languages.entries()) {
    if (language !== (await pageLanguage(page))) await switchLanguage(page, language, options);
    const own = shots.filter((shot) => shot.language === language).sort((a, b) => a.width - b.width);
    for (const shot of index % 2 === 0 ? own.reverse() : own) await shoot(page, shot);
  }
  if ((await pageLanguage(page)) !== spoken) await switchLanguage(page, spoken, options);
  if (offline) await page.context().setOffline(true);
  if (phone) await emulatePhone(page, true);
  else if (viewport) await page.setViewportSize(viewport);
  await page.evaluate((y) => window.scrollTo(0, y), scrolled);
  await framesPassed(page);
}

/** One test per run of stateVisits: the spec's path, with each state it captures screenshotted. */
export function testAtlasVisits<Data>(ui: UiModel<Data>, flow: string): void {
  const runs = stateVisits(ui.model);
  const names = pathNames(flow, runs).map((name) => `${flow} atlas:${name.slice(flow.length + 1)}`);

  test.describe(`${flow} (atlas, ${runs.length} runs)`, () => {
    runs.forEach((run, index) => {
      test(names[index]!, async ({ page, request }) => {
        test.setTimeout((ui.timeout ?? test.info().timeout) + run.captures.length * CAPTURE_TIMEOUT);
        const t: UiContext<Data> = { page, request, data: await ui.setup({ page, request }) };
        for (let at = 0; at <= run.steps.length; at++) {
          const step = at === 0 ? null : run.steps[at - 1]!;
          const snapshot = snapshotAt(run, at);
          await test.step(step ? `${step.event.type} → ${stateLeavesOf(snapshot).join(' + ')}` : 'starts', async () => {
            if (step) await ui.events[step.event.type]!(t);
            for (const state of stateLeavesOf(snapshot)) await ui.states[state]!(t);
            for (const { state } of run.captures.filter((capture) => capture.at === at)) await captureState(page, flow, state);
          });
        }
      });
    });
  });
}
