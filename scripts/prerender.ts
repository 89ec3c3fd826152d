// After `vite build`: renders the sign-in page (/) into dist/prerendered/sign-in.<lang>.html, and
// the default language's into dist/index.html itself, so that any static host paints it from the
// HTML (docs/architecture.md#the-first-screen-on-any-host). The reference server sends a visitor
// without a session the page in their language for /; everything else gets dist/index.html, whose
// first script hides the sign-in where it is not the first screen (src/app/first-screen-mark.ts).
// `npm run build` names the folder: the release it builds aside (scripts/build-release.ts).
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'vite';
import { DEFAULT_LANGUAGE, LANGUAGES } from '../src/api/contract/limits.ts';
import { SIGN_IN_PICTURE_META } from '../src/api/contract/page.ts';
import { precompressFile } from '../build/precompress.ts';
import { escapeHtml } from '../server/foundation/escape-html.ts';

const root = resolve(import.meta.dirname, '..');
const dist = resolve(root, process.argv[2] ?? 'dist');
const ssrOut = join(root, 'node_modules', '.cache', 'casillero-prerender');

await build({
  root,
  logLevel: 'warn',
  build: { ssr: 'src/prerender/sign-in.tsx', outDir: ssrOut, emptyOutDir: true, sourcemap: false },
});
const { renderSignIn } = (await import(pathToFileURL(join(ssrOut, 'sign-in.js')).href)) as typeof import('../src/prerender/sign-in.tsx');

const template = readFileSync(join(dist, 'index.html'), 'utf8');
const rootPattern = /<div id="root"[^>]*><\/div>/;
if (!rootPattern.test(template)) throw new Error(`${join(dist, 'index.html')}: no empty <div id="root"> to fill (run \`npm run build\`)`);

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
  const { html, title, picture } = await renderSignIn(language);
  // The side picture's address as built: the reference server puts the company's in its place.
  const pictureMeta = `<meta name="${SIGN_IN_PICTURE_META}" content="${escapeHtml(picture)}">`;
  const page = inlineStyles(template)
    .replace(/<html lang="[^"]*">/, `<html lang="${language}">`)
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(title)}</title>`)
    .replace('</head>', `  ${pictureMeta}\n  </head>`)
    .replace(rootPattern, `<div id="root" data-prerendered="${language}">${html}</div>`);
  const files = [join(outDir, `sign-in.${language}.html`), ...(language === DEFAULT_LANGUAGE ? [join(dist, 'index.html')] : [])];
  for (const file of files) {
    writeFileSync(file, page);
    await precompressFile(file);
  }
  console.log(`prerendered / in ${language}: ${(page.length / 1024).toFixed(1)} KB${language === DEFAULT_LANGUAGE ? ' (also dist/index.html)' : ''}`);
}
