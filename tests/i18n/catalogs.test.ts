// Both catalogs complete and in step with the source: a missing translation fails the tests.
// The same check as `npm run i18n:check` (scripts/check-catalogs.ts).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { makeConfig } from '@lingui/conf';
import { checkCatalogs, formatProblems } from '../../scripts/check-catalogs.ts';

describe('translation catalogs', () => {
  it('hold every message of the source, translated in every locale, and nothing stale', async () => {
    const report = await checkCatalogs();
    // The message lists every id, so a failure says what to translate.
    expect(formatProblems(report.problems), 'run `npm run i18n:extract` and translate').toBe('');
    expect(report.locales).toEqual(expect.arrayContaining(['es', 'en']));
  });
});

describe('the catalog check itself', () => {
  const root = mkdtempSync(join(tmpdir(), 'casillero-catalogs-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  const write = (path: string, text: string) => {
    mkdirSync(join(root, path, '..'), { recursive: true });
    writeFileSync(join(root, path), text);
  };
  const po = (locale: string, entries: Array<[id: string, str: string, obsolete?: boolean]>) =>
    [
      `msgid ""\nmsgstr ""\n"Content-Type: text/plain; charset=utf-8\\n"\n"Language: ${locale}\\n"\n`,
      ...entries.map(([id, str, obsolete]) =>
        obsolete
          ? `#~ msgid "${id}"\n#~ msgstr "${str}"\n`
          : `#. js-lingui-explicit-id\nmsgid "${id}"\nmsgstr "${str}"\n`,
      ),
    ].join('\n');

  const config = makeConfig(
    {
      rootDir: root,
      sourceLocale: 'en',
      locales: ['es', 'en'],
      fallbackLocales: { default: 'es' },
      catalogs: [{ path: '<rootDir>/locale/{locale}/messages', include: ['<rootDir>/src'] }],
      format: 'po',
    },
    { skipValidation: true },
  );

  it('finds empty, missing and obsolete entries', async () => {
    write(
      'src/messages.ts',
      [
        "import { msg } from '@lingui/core/macro';",
        "export const a = msg({ id: 'greeting', message: 'Hello' });",
        "export const b = msg({ id: 'farewell', message: 'Goodbye' });",
        "export const c = msg({ id: 'brand-new', message: 'New' });",
      ].join('\n'),
    );
    write('locale/es/messages.po', po('es', [['greeting', 'Hola'], ['farewell', ''], ['removed', 'Quitado']]));
    write('locale/en/messages.po', po('en', [['greeting', 'Hello'], ['farewell', 'Goodbye'], ['old', 'Old', true]]));

    const { problems } = await checkCatalogs({ config });
    // An obsolete entry (#~) loses its explicit-id flag, so it is known by its hashed text.
    const found = problems
      .map((p) => `${p.locale} ${p.kind} ${p.kind === 'obsolete' ? (p.message ?? p.id) : p.id}`)
      .sort();
    expect(found).toEqual([
      'en missing brand-new',
      'en obsolete old',
      'es empty farewell',
      'es missing brand-new',
      'es obsolete removed',
    ]);
  });

  it('finds a message translated otherwise in another catalog of the same language', async () => {
    const twoCatalogs = makeConfig(
      {
        rootDir: join(root, 'two'),
        sourceLocale: 'en',
        locales: ['es', 'en'],
        fallbackLocales: { default: 'es' },
        catalogs: [
          { path: '<rootDir>/locale/{locale}/messages', include: ['<rootDir>/src/public'] },
          { path: '<rootDir>/locale/{locale}/forms', include: ['<rootDir>/src/forms'] },
        ],
        format: 'po',
      },
      { skipValidation: true },
    );
    const source = "import { msg } from '@lingui/core/macro';\nexport const a = msg({ id: 'create', message: 'Create an account' });\n";
    write('two/src/public/messages.ts', source);
    write('two/src/forms/messages.ts', source);
    write('two/locale/es/messages.po', po('es', [['create', 'Crear una cuenta']]));
    write('two/locale/es/forms.po', po('es', [['create', 'Crea una cuenta']]));
    write('two/locale/en/messages.po', po('en', [['create', 'Create an account']]));
    write('two/locale/en/forms.po', po('en', [['create', 'Create an account']]));
    const { problems } = await checkCatalogs({ config: twoCatalogs });
    expect(problems.map((p) => `${p.locale} ${p.kind} ${p.id}`)).toEqual(['es conflict create']);
  });

  it('passes complete catalogs, where English may repeat its source text', async () => {
    write('src/messages.ts', "import { msg } from '@lingui/core/macro';\nexport const a = msg({ id: 'greeting', message: 'Hello' });\n");
    write('locale/es/messages.po', po('es', [['greeting', 'Hola']]));
    write('locale/en/messages.po', po('en', [['greeting', 'Hello']]));
    const { problems, sourceMessages } = await checkCatalogs({ config });
    expect(problems).toEqual([]);
    expect(sourceMessages).toBe(1);
  });
});
