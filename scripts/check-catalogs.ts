// `npm run i18n:check`: fails when a translation is missing or the catalogs are stale.
//
// It extracts the messages of the source (src/, machines/, as lingui.config.ts says) in memory
// with Lingui's own extractor, reads locale/<locale>/messages.po with Lingui's own PO reader,
// and writes nothing. Problems:
//   - missing:  a message of the source has no entry in a catalog      -> run npm run i18n:extract
//   - empty:    an entry has an empty msgstr (English, the source locale, may equal its msgid)
//   - obsolete: a catalog entry no longer in the source                 -> run npm run i18n:extract
//   - conflict: one message translated otherwise in another catalog of the locale: the catalogs
//               share one i18n instance, so the text would change with the catalog loaded last
// tests/i18n/catalogs.test.ts runs the same check inside Vitest.
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { getConfig, type LinguiConfigNormalized } from '@lingui/conf';
import { getCatalogs } from '@lingui/cli/api';

export type CatalogProblem = {
  kind: 'missing' | 'empty' | 'obsolete' | 'conflict';
  locale: string;
  file: string;
  id: string;
  /** The source text, when known. */
  message?: string;
  context?: string;
};

export type CatalogReport = {
  problems: CatalogProblem[];
  /** How many messages the source holds, per catalog file pattern. */
  sourceMessages: number;
  locales: string[];
};

export type CheckOptions = {
  /** The project folder holding lingui.config.ts; the current folder by default. */
  cwd?: string;
  /** A ready Lingui config instead of reading lingui.config.ts (the tests use it). */
  config?: LinguiConfigNormalized;
};

export async function checkCatalogs(options: CheckOptions = {}): Promise<CatalogReport> {
  const cwd = resolve(options.cwd ?? process.cwd());
  const config = options.config ?? getConfig({ cwd });
  const catalogs = await getCatalogs(config);
  const problems: CatalogProblem[] = [];
  let sourceMessages = 0;
  /** Per locale and message id: the first translation met, and the file it came from. */
  const seen = new Map<string, { translation: string; file: string }>();

  for (const catalog of catalogs) {
    const extracted = await catalog.collect();
    if (!extracted) throw new Error(`Lingui could not extract the messages for ${catalog.path}.`);
    const sourceIds = Object.keys(extracted);
    sourceMessages += sourceIds.length;

    for (const locale of config.locales) {
      if (locale === 'pseudo' || locale === config.pseudoLocale) continue;
      const file = catalog.getFilename(locale);
      const entries = (await catalog.read(locale)) ?? {};

      for (const id of sourceIds) {
        const source = extracted[id]!;
        const entry = entries[id];
        const base = { locale, file, id, message: source.message, context: source.context };
        if (!entry || entry.obsolete) problems.push({ kind: 'missing', ...base });
        else if (!entry.translation || entry.translation.trim() === '') problems.push({ kind: 'empty', ...base });
        else {
          const first = seen.get(`${locale}\u0000${id}`);
          if (!first) seen.set(`${locale}\u0000${id}`, { translation: entry.translation, file });
          else if (first.translation !== entry.translation) {
            problems.push({ kind: 'conflict', ...base, message: `"${entry.translation}" here, "${first.translation}" in ${first.file}` });
          }
        }
      }
      for (const [id, entry] of Object.entries(entries)) {
        if (!(id in extracted)) {
          problems.push({ kind: 'obsolete', locale, file, id, message: entry.message, context: entry.context });
        }
      }
    }
  }
  return { problems, sourceMessages, locales: config.locales };
}

const EXPLAIN: Record<CatalogProblem['kind'], string> = {
  missing: 'in the source but not in the catalog (run `npm run i18n:extract`, then translate)',
  empty: 'empty translation (msgstr "")',
  obsolete: 'in the catalog but no longer in the source (run `npm run i18n:extract`)',
  conflict: 'translated otherwise in another catalog of the language: make them one',
};

export function formatProblems(problems: CatalogProblem[], cwd = process.cwd()): string {
  const lines: string[] = [];
  const groups = new Map<string, CatalogProblem[]>();
  for (const p of problems) {
    const key = `${p.file}\u0000${p.kind}`;
    groups.set(key, [...(groups.get(key) ?? []), p]);
  }
  for (const group of groups.values()) {
    const first = group[0]!;
    const rel = first.file.startsWith(cwd) ? first.file.slice(cwd.length + 1) : first.file;
    const absent = existsSync(first.file) ? '' : ' (the file does not exist)';
    lines.push(`${rel}${absent} [${first.locale}] — ${group.length} ${EXPLAIN[first.kind]}:`);
    for (const p of group) {
      const text = p.message && p.message !== p.id ? ` ${JSON.stringify(p.message)}` : '';
      const context = p.context ? ` (context ${JSON.stringify(p.context)})` : '';
      lines.push(`  - ${p.id}${text}${context}`);
    }
  }
  return lines.join('\n');
}

async function main(): Promise<void> {
  const cwd = process.cwd();
  const report = await checkCatalogs({ cwd });
  if (report.problems.length > 0) {
    console.error(`i18n:check failed: ${report.problems.length} problem(s) in the catalogs.\n`);
    console.error(formatProblems(report.problems, cwd));
    process.exit(1);
  }
  console.log(
    `i18n:check: ${report.sourceMessages} message(s), complete in ${report.locales.join(', ')}.`,
  );
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  main().catch((error: unknown) => {
    console.error('i18n:check could not run:', error instanceof Error ? (error.stack ?? error.message) : error);
    process.exit(2);
  });
}
