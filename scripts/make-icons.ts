// `npm run icons`: the home-screen icons of the web app manifest
// (public/manifest.webmanifest), drawn by Chromium from the portal's mark (public/icons/icon.svg):
// 192 and 512 px as they are, and a maskable 512 px whose mark stays inside the middle 80 % a
// phone's mask keeps (docs/product.md#installable). Run after a change to the mark; the PNGs
// are committed.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright';

const ICONS = join(import.meta.dirname, '..', 'public', 'icons');
const mark = readFileSync(join(ICONS, 'icon.svg'), 'utf8');
const BRAND = '#1d4ed8';

const page = (size: number, maskable: boolean) => `<!doctype html><html><body style="margin:0;background:${maskable ? BRAND : 'transparent'}">
<div style="width:${size}px;height:${size}px;display:grid;place-items:center">
<div style="width:${maskable ? size * 0.8 : size}px;height:${maskable ? size * 0.8 : size}px">${mark.replace('<svg ', '<svg width="100%" height="100%" ')}</div>
</div></body></html>`;

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium' });
try {
  for (const [name, size, maskable] of [['icon-192.png', 192, false], ['icon-512.png', 512, false], ['icon-maskable-512.png', 512, true]] as const) {
    const tab = await browser.newPage({ viewport: { width: size, height: size } });
    await tab.setContent(page(size, maskable));
    await tab.screenshot({ path: join(ICONS, name), omitBackground: !maskable });
    await tab.close();
    console.log(`public/icons/${name}: ${size} px${maskable ? ', maskable' : ''}`);
  }
} finally {
  await browser.close();
}
