// After `vite build`: renders the sign-in page (/) into dist/prerendered/sign-in.<lang>.html.
// The server sends it for / to visitors without a session; everything else gets dist/index.html.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'vite';
import { LANGUAGES } from '../src/api/contract/limits.ts';
import { precompressFile } from '../build/precompress.ts';

const root = resolve(import.meta.dirname, '..');
const dist = join(root, 'dist');
const ssrOut = join(root, 'node_modules', '.cache', 'casillero-prerender');

await build({
  root,
  logLevel: 'warn',
  build: { ssr: 'src/prerender/sign-in.tsx', outDir: ssrOut, emptyOutDir: true, sourcemap: false },
});
const { renderSignIn } = (await import(pathToFileURL(join(ssrOut, 'sign-in.js')).href)) as typeof import('../src/prerender/sign-in.tsx');

const template = readFileSync(join(dist, 'index.html'), 'utf8');
const rootPattern = /<div id="root"[^>]*>[\s\S]*?<\/div>\s*(?=<\/body>|<script)/;
if (!rootPattern.test(template)) throw new Error('dist/index.html: no <div id="root"> to fill');

// The entry's stylesheet goes inline: the first paint then waits for no other request.
// (The CSP allows inline styles, never inline scripts.)
function inlineStyles(html: string): string {
  return html.replace(/<link rel="stylesheet"[^>]*href="(\/assets\/[^"]+\.css)"[^>]*>/g, (_, href: string) => {
    const css = readFileSync(join(dist, href), 'utf8').replace(/<\/style/gi, '<\\/style');
    return `<style>${css}</style>`;
  });
}

const outDir = join(dist, 'prerendered');
rmSync(outDir, { recursive: true, force: true });
mkdirSync(outDir, { recursive: true });
for (const language of LANGUAGES) {
  const { html, title } = await renderSignIn(language);
  const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');
  const page = inlineStyles(template)
    .replace(/<html lang="[^"]*">/, `<html lang="${language}">`)
    .replace(/<title>[^<]*<\/title>/, `<title>${escape(title)}</title>`)
    .replace(rootPattern, `<div id="root" data-prerendered="${language}">${html}</div>\n    `);
  const file = join(outDir, `sign-in.${language}.html`);
  writeFileSync(file, page);
  await precompressFile(file);
  console.log(`prerendered / in ${language}: ${(page.length / 1024).toFixed(1)} KB`);
}
