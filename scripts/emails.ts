// `npm run emails`: the notice e-mails as a customer sees them (docs/product.md#notices). First the
// logo they carry (server/mail/notice/logo.png), drawn by Chromium from the portal's mark
// (public/icons/icon.svg) and the company's name; then one e-mail of each kind in each language,
// rendered from the fixed facts of tests/server/support/notice-mail-samples.ts and photographed at
// 600 px into docs/emails/, with docs/emails/README.md listing them. Run after a change to the
// mails' words or layout; the PNGs are committed.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright';
import { LANGUAGES } from '../src/api/contract/limits.ts';
import { MAIL_WIDTH } from '../server/mail/notice/layout.ts';
import { LOGO_ALT, LOGO_FILE, LOGO_SIZE } from '../server/mail/notice/logo.ts';
import { renderNoticeMail } from '../server/mail/notice/render.ts';
import { SAMPLE_SETTINGS, SAMPLES, samplePhoto, withImages } from '../tests/server/support/notice-mail-samples.ts';

const ROOT = join(import.meta.dirname, '..');
const OUT = join(ROOT, 'docs', 'emails');
const mark = readFileSync(join(ROOT, 'public', 'icons', 'icon.svg'), 'utf8');

// The mark and the name on white, the header's colour in either scheme, twice the size it is shown at.
const logoPage = `<!doctype html><html><body style="margin:0;background:#ffffff">
<div style="display:flex;align-items:center;gap:8px;width:${LOGO_SIZE.width}px;height:${LOGO_SIZE.height}px">
<div style="width:${LOGO_SIZE.height}px;height:${LOGO_SIZE.height}px;flex:none">${mark.replace('<svg ', '<svg width="100%" height="100%" ')}</div>
<span style="font:bold 27px Arial,'Liberation Sans',sans-serif;color:#1d4ed8;letter-spacing:-0.5px">${LOGO_ALT}</span>
</div></body></html>`;

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
try {
  const logoTab = await browser.newPage({ viewport: LOGO_SIZE, deviceScaleFactor: 2 });
  await logoTab.setContent(logoPage);
  await logoTab.screenshot({ path: fileURLToPath(LOGO_FILE) });
  await logoTab.close();
  console.log(`server/mail/notice/logo.png: ${LOGO_SIZE.width * 2} × ${LOGO_SIZE.height * 2} px`);

  mkdirSync(OUT, { recursive: true });
  const tab = await browser.newPage({ viewport: { width: MAIL_WIDTH, height: 800 } });
  const rows: string[] = [];
  for (const sample of SAMPLES) {
    for (const language of LANGUAGES) {
      const mail = renderNoticeMail(sample.facts(language), SAMPLE_SETTINGS, sample.photo ? samplePhoto() : null);
      const file = `${sample.name}.${language}.png`;
      await tab.setContent(withImages(mail));
      await tab.screenshot({ path: join(OUT, file), fullPage: true });
      rows.push(`| ${sample.name} | ${language} | ${mail.subject.replaceAll('|', '\\|')} | [${file}](${file}) |`);
      console.log(`docs/emails/${file}`);
    }
  }
  writeFileSync(
    join(OUT, 'README.md'),
    `# The notice e-mails

One e-mail of each kind of notice in each language, as a mail client that shows images draws it at
${MAIL_WIDTH} px ([docs/product.md](../product.md#notices)), from the fixed facts of
\`tests/server/support/notice-mail-samples.ts\`. \`npm run emails\` writes them again (and the logo
they carry, \`server/mail/notice/logo.png\`); the render test (\`tests/server/notice-mail-render.test.ts\`)
checks the same mails at 360 and 600 px, with images shown and blocked.

| kind | language | subject | snapshot |
|---|---|---|---|
${rows.join('\n')}
`,
  );
  console.log('docs/emails/README.md');
} finally {
  await browser.close();
}
