// The lists a new flow must be in (docs/architecture.md#adding-a-flow): each has a marker line,
// `npm run new:flow adds its … above this line.`, and the generator writes its entry above it.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { VALID_BODY } from './server-files.ts';
import type { FlowOptions } from './options.ts';

type Entry = { file: string; marker: string; text: string };

/** `source` with `text` above the marker line of `file` (with the marker's indentation), once. */
function withEntry(source: string, { file, marker, text }: Entry): string {
  const at = source.indexOf(marker);
  if (at < 0) throw new Error(`${file} has lost its marker line ("${marker}"): add the flow by hand (docs/architecture.md#adding-a-flow)`);
  if (source.includes(text)) throw new Error(`${file} already has this flow's entry`);
  const lineStart = source.lastIndexOf('\n', at) + 1;
  const indent = source.slice(lineStart, at).replace(/\S.*$/, '');
  const lines = text.split('\n').map((line) => (line ? indent + line : line)).join('\n');
  return `${source.slice(0, lineStart)}${lines}\n${source.slice(lineStart)}`;
}

const marker = (what: string) => `npm run new:flow adds its ${what} above this line.`;

/** The entries of every list the flow belongs to. */
function listEntries(options: FlowOptions): Entry[] {
  const { names: n, route, dialog, area } = options;
  const entries: Entry[] = [
    {
      file: 'docs/flows/README.md',
      marker: `<!-- ${marker('rows')} -->`,
      text: `| [${n.camel}](${n.camel}.md) | the ${n.words} |`,
    },
    {
      file: 'docs/architecture.md',
      marker: `<!-- ${marker('rows')} -->`,
      text: `| \`${options.on}\` | ${n.camel} | [the ${n.words}](product.md#4-flows) |`,
    },
    { file: 'scripts/atlas/flow-groups.ts', marker: `// ${marker('flows')}`, text: `{ id: '${n.camel}' },` },
    {
      file: 'scripts/atlas/machine-screens.ts',
      marker: `// ${marker('screens')}`,
      text: [
        `${n.camel}: [`,
        `  { state: 'editing', shows: 'The ${n.words}’s form, typed.' },`,
        ...(route ? [`  { state: 'sending', shows: 'The form on its way: the button says it is sending.' },`] : []),
        `],`,
      ].join('\n'),
    },
  ];
  if (route) {
    const key = `${route.method} ${route.path}`;
    const setting = `${n.upper}_PER_HOUR`;
    entries.push(
      { file: 'server/rate-limits.ts', marker: `// ${marker('limits')}`, text: `/** The ${n.words}'s requests per customer and hour. */\nconst ${setting} = 30;` },
      { file: 'server/rate-limits.ts', marker: `// ${marker('settings')}`, text: `${setting},` },
      { file: 'server/rate-limits.ts', marker: `// ${marker("limits' names")}`, text: `${n.camel}: RateLimit;` },
      { file: 'server/rate-limits.ts', marker: `// ${marker('counters')}`, text: `${n.camel}: counted('${n.kebab}', limit.${setting}, 60),` },
      // The settings' table goes on after the rate limits: the new one is the last of them.
      { file: 'docs/operations.md', marker: '| `WAREHOUSE_API_KEYS` |', text: `| \`${setting}\` | the ${n.words}'s requests per customer and hour | \`30\` |` },
      { file: 'server/routes/portal-api.ts', marker: `// ${marker('imports')}`, text: `import { ${n.camel}Routes } from './${n.kebab}.ts';` },
      { file: 'server/routes/portal-api.ts', marker: `// ${marker('routes')}`, text: `${n.camel}Routes(),` },
      {
        file: 'tests/server/ownership.test.ts',
        marker: `// ${marker('routes')}`,
        text: `'${key}': {\n  kind: 'own',\n  run: async () => {\n    expect((await asB('${route.path}', { method: '${route.method}', json: ${VALID_BODY} })).status).toBeLessThan(300);\n  },\n},`,
      },
      {
        file: 'tests/server/malformed-bodies.property.test.ts',
        marker: `// ${marker('endpoints')}`,
        text: `{\n  name: '${route.method} ${route.path.slice(1)}',\n  make: () => ({ kind: 'json', method: '${route.method}', path: fc.constant('${route.path}'), valid: ${VALID_BODY} }),\n},`,
      },
    );
  }
  if (dialog) {
    entries.push({
      file: 'e2e/a11y/dialogs.spec.ts',
      marker: `// ${marker('dialogs')}`,
      text:
        `test('the ${n.words}', async ({ page }) => {\n  await page.goto('${options.on}');\n` +
        `  const opener = page.getByRole('button', { name: '${n.title}' });\n` +
        `  // Placed by hand, the button may be further than tabTo's 40 presses (44 at the end of my profile).\n` +
        `  await opener.focus();\n` +
        `  await checkDialog(page, opener, page.locator('[data-dialog="${n.kebab}"]'));\n});\n`,
    });
  } else {
    entries.push(
      { file: 'src/lib/paths.ts', marker: `// ${marker('addresses')}`, text: `${n.camel}: '${options.on}',` },
      {
        file: 'src/app/signed-in-routes.tsx',
        marker: `// ${marker('pages')}`,
        text: `page(paths.${n.camel}, async () => (await withTexts(import('../features/${area}/${n.kebab}-page.tsx'), '${area}')).${n.pascal}Page),`,
      },
    );
  }
  return entries;
}

/** The machine's texts go to its feature's catalog: its name joins the feature's FLOW_MACHINES. */
function withFeatureCatalog(source: string, { area, names }: FlowOptions): string {
  const line = new RegExp(`^(  '?${area}'?: \\[[^\\]]*)\\],$`, 'm');
  if (line.test(source)) return source.replace(line, `$1, '${names.kebab}'],`);
  return withEntry(source, { file: CATALOG_CONFIG, marker: `// ${marker('machines')}`, text: `'${area}': ['${names.kebab}'],` });
}

const CATALOG_CONFIG = 'lingui.config.ts';

/**
 * Each list's text with the flow in it, keyed by file. It reads and throws, never writes: a list
 * that cannot take the flow (its marker gone, the flow already there) is named before any file is.
 */
export function listsWithFlow(root: string, options: FlowOptions): Map<string, string> {
  const lists = new Map<string, string>();
  const sourceOf = (file: string) => lists.get(file) ?? readFileSync(join(root, file), 'utf8');
  for (const entry of listEntries(options)) lists.set(entry.file, withEntry(sourceOf(entry.file), entry));
  lists.set(CATALOG_CONFIG, withFeatureCatalog(sourceOf(CATALOG_CONFIG), options));
  return lists;
}
