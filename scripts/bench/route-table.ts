// The signed-in pages as src/app/signed-in-routes.tsx declares them, read from its text: each
// `page(paths.X, … withTexts(import('module'), 'catalog', FORMS_CATALOG) …)`, with the module and
// catalogs of the layout whose `children` it sits in. The bench weighs and opens what the table
// has, so a new page is benched by being in the table (docs/architecture.md#adding-a-flow).
import { readFileSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const ROUTE_TABLE = 'src/app/signed-in-routes.tsx';

/** A page of the table: the name of its address in src/lib/paths.ts, and what loading it fetches. */
export type TablePage = { address: string; modules: string[]; catalogs: string[] };

/** The text of the call or list that opens at `open` (a '(' or '['), brackets balanced. */
function balanced(text: string, open: number): string {
  const closer = text[open] === '(' ? ')' : ']';
  let depth = 0;
  for (let i = open; i < text.length; i++) {
    if (text[i] === text[open]) depth++;
    else if (text[i] === closer && --depth === 0) return text.slice(open, i + 1);
  }
  throw new Error(`${ROUTE_TABLE}: an unbalanced '${text[open]}' at ${open}`);
}

/** The module a lazy loader imports, and the catalogs it loads with it (`withTexts`). */
function loaderOf(call: string): { modules: string[]; catalogs: string[] } {
  const modules = [...call.matchAll(/import\(\s*'([^']+)'\s*\)/g)].map((m) => relative(ROOT, resolve(ROOT, dirname(ROUTE_TABLE), m[1]!)));
  const texts = /withTexts\(\s*import\([^)]*\)\s*,([^)]*)\)/.exec(call)?.[1] ?? '';
  const catalogs = [...texts.matchAll(/'([^']+)'|(FORMS_CATALOG)/g)].map((m) => m[1] ?? 'forms');
  return { modules, catalogs };
}

/** Every page of the signed-in route table, in its order. */
export function signedInTable(text = readFileSync(resolve(ROOT, ROUTE_TABLE), 'utf8')): TablePage[] {
  const code = text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/\/\/.*$/gm, '');
  // What a layout loads, for each stretch of the text its `children` cover.
  const layouts: { from: number; to: number; modules: string[]; catalogs: string[] }[] = [];
  for (const match of code.matchAll(/element:\s*lazyElement\(/g)) {
    const start = match.index + match[0].length - 1;
    const loader = loaderOf(balanced(code, start));
    const children = code.indexOf('children:', start);
    if (children < 0) continue;
    const open = code.indexOf('[', children);
    layouts.push({ from: open, to: open + balanced(code, open).length, ...loader });
  }
  const around = (at: number) => layouts.filter((layout) => layout.from < at && at < layout.to);
  const pages: TablePage[] = [];
  // A page with its own module…
  for (const match of code.matchAll(/\bpage\(\s*paths\.(\w+)/g)) {
    const own = loaderOf(balanced(code, match.index + 'page'.length));
    const outer = around(match.index);
    pages.push({
      address: match[1]!,
      modules: [...outer.flatMap((l) => l.modules), ...own.modules],
      catalogs: [...new Set([...outer.flatMap((l) => l.catalogs), ...own.catalogs])],
    });
  }
  // …and an address a layout shows by itself (the checkout's two steps).
  for (const match of code.matchAll(/\{\s*path:\s*paths\.(\w+)[^}]*\}/g)) {
    const outer = around(match.index);
    if (outer.length === 0 || /element:/.test(match[0])) continue;
    pages.push({ address: match[1]!, modules: outer.flatMap((l) => l.modules), catalogs: [...new Set(outer.flatMap((l) => l.catalogs))] });
  }
  const order = (page: TablePage) => code.search(new RegExp(`paths\\.${page.address}\\b`));
  return pages.sort((a, b) => order(a) - order(b));
}
