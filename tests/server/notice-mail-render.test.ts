// Every notice e-mail as a mail client draws it (docs/product.md#notices), in Chromium: on a 360 px
// phone and at the mail's 600 px, it never scrolls sideways; with images blocked (a `cid:` the page
// cannot resolve, as many clients do until the reader allows them) the logo's box keeps its size
// and its alt text, "Casillero", fits in it, the photo keeps its room, and the words still read.
// One browser for the whole file.
import { chromium, type Browser, type Page } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../src/api/contract/limits.ts';
import { LOGO_SIZE } from '../../server/mail/notice/logo.ts';
import { renderNoticeMail } from '../../server/mail/notice/render.ts';
import { SAMPLE_SETTINGS, SAMPLES, samplePhoto, withImages } from './support/notice-mail-samples.ts';

let browser: Browser;
let page: Page;

beforeAll(async () => {
  browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
  page = await browser.newPage();
});
afterAll(() => browser?.close());

type Look = {
  scrollWidth: number;
  heading: { text: string; right: number };
  button: { text: string; right: number; height: number } | null;
  images: { alt: string; loaded: boolean; width: number; height: number; altWidth: number }[];
};

/** What the reader sees: the page's width, the heading, the button, and each image's box (and its alt text's width in the image's font). */
const look = (): Promise<Look> =>
  page.evaluate(() => {
    const box = (element: Element) => element.getBoundingClientRect();
    const measure = document.createElement('canvas').getContext('2d')!;
    const heading = document.querySelector('h1')!;
    const button = document.querySelector('td[bgcolor] > a');
    return {
      scrollWidth: document.scrollingElement!.scrollWidth,
      heading: { text: heading.textContent ?? '', right: box(heading).right },
      button: button ? { text: button.textContent ?? '', right: box(button).right, height: box(button).height } : null,
      images: [...document.images].map((image) => {
        measure.font = getComputedStyle(image).font;
        return {
          alt: image.alt,
          loaded: image.naturalWidth > 0,
          width: box(image).width,
          height: box(image).height,
          altWidth: measure.measureText(image.alt).width,
        };
      }),
    };
  });

const CASES = SAMPLES.flatMap((sample) => LANGUAGES.map((language) => [sample.name, language, sample] as const));

describe.each(CASES)('%s in %s', (_name, language, sample) => {
  const mail = renderNoticeMail(sample.facts(language), SAMPLE_SETTINGS, sample.photo ? samplePhoto() : null);

  it.each([360, 600])('holds at %i px, with images shown and blocked', async (width) => {
    await page.setViewportSize({ width, height: 900 });

    await page.setContent(withImages(mail));
    const shown = await look();
    expect(shown.scrollWidth).toBeLessThanOrEqual(width);
    expect(shown.heading).toMatchObject({ text: mail.subject });
    expect(shown.images.every((image) => image.loaded)).toBe(true);

    await page.setContent(mail.html!);
    const blocked = await look();
    expect(blocked.scrollWidth).toBeLessThanOrEqual(width);
    expect(blocked.heading.text).toBe(mail.subject);
    expect(blocked.heading.right).toBeLessThanOrEqual(width);
    expect(blocked.button?.height ?? 44).toBeGreaterThanOrEqual(40);
    expect(blocked.button?.right ?? 0).toBeLessThanOrEqual(width);
    const [logo, photo] = blocked.images;
    expect(logo).toMatchObject({ alt: 'Casillero', loaded: false, width: LOGO_SIZE.width, height: LOGO_SIZE.height });
    // Room to spare beside Chromium's broken-image sign.
    expect(logo!.altWidth).toBeLessThan(LOGO_SIZE.width - 20);
    expect(blocked.images).toHaveLength(sample.photo ? 2 : 1);
    if (photo) {
      expect(photo.loaded).toBe(false);
      // Its room is kept: the reader sees where the photo goes, and nothing jumps when it is allowed.
      expect(photo.height).toBeGreaterThan(100);
      expect(Math.abs(photo.height - shown.images[1]!.height)).toBeLessThanOrEqual(2);
    }
  });
});
