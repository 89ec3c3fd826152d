// The layer rules of eslint.config.js (docs/architecture.md#layers-and-imports), run through ESLint's
// Node API on small sources placed in each layer: each forbidden import fails, its allowed
// counterpart passes. The imported files are real (the rule resolves paths); the importing ones
// need not exist.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ESLint } from 'eslint';
import { afterEach, describe, expect, it } from 'vitest';

const eslint = new ESLint({ cwd: process.cwd() });

/** The rules that fail when `code` is the file `filePath`. */
async function failures(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${code}\nexport {};\n`, { filePath });
  return result!.messages.filter((m) => m.severity === 2).map((m) => m.ruleId ?? m.message);
}

const PATHS = 'import-x/no-restricted-paths';
const CYCLE = 'import-x/no-cycle';
const IMPORTS = '@typescript-eslint/no-restricted-imports';

describe('the import rules', () => {
  it.each([
    ['ui/ imports nothing from api/', 'src/ui/x.ts', "import { packagesApi } from '../api/packages.ts'; void packagesApi;", PATHS],
    ['ui/ imports not even the contract', 'src/ui/forms/x.ts', "import { PIN_LENGTH } from '../../api/contract/limits.ts'; void PIN_LENGTH;", PATHS],
    ['ui/ imports no contract-bound form', 'src/ui/forms/x.ts', "import { FileField } from '../../forms/file-field.tsx'; void FileField;", PATHS],
    ['forms/ imports no feature', 'src/forms/x.ts', "import { MyAccountPage } from '../features/account/my-account-page.tsx'; void MyAccountPage;", PATHS],
    ['forms/ loads no data', 'src/forms/x.ts', "import { useResource } from '../data/use-resource.ts'; void useResource;", PATHS],
    ['ui/ does not load data', 'src/ui/forms/x.ts', "import { useResource } from '../../data/use-resource.ts'; void useResource;", PATHS],
    ['ui/ imports no feature', 'src/ui/x.ts', "import { MyAccountPage } from '../features/account/my-account-page.tsx'; void MyAccountPage;", PATHS],
    ['lib/ imports no data hook', 'src/lib/x.ts', "import { useResource } from '../data/use-resource.ts'; void useResource;", PATHS],
    ['data/ imports no feature', 'src/data/x.ts', "import { MyAccountPage } from '../features/account/my-account-page.tsx'; void MyAccountPage;", PATHS],
    ['data/ imports no app', 'src/data/x.ts', "import { App } from '../app/app.tsx'; void App;", PATHS],
    ['a feature imports no other feature, at any depth', 'src/features/auth/deep/er/x.ts', "import { MyAccountPage } from '../../../account/my-account-page.tsx'; void MyAccountPage;", PATHS],
    ['a feature imports no app', 'src/features/auth/x.ts', "import { App } from '../../app/app.tsx'; void App;", PATHS],
    ['the portal imports no server', 'src/app/x.ts', "import * as s from '../../server/main.ts'; void s;", PATHS],
    ['server/ imports only the contract of src/', 'server/x.ts', "import { packagesApi } from '../src/api/packages.ts'; void packagesApi;", PATHS],
    ['machines/ import nothing of src/ but the contract', 'machines/x.ts', "import { parseId } from '../src/lib/id-param.ts'; void parseId;", PATHS],
    ['machines/ import no React', 'machines/x.ts', "import { useState } from 'react'; void useState;", IMPORTS],
    ['machines/ import only types of the contract', 'machines/x.ts', "import { LANGUAGES } from '../src/api/contract/limits.ts'; void LANGUAGES;", IMPORTS],
    ['the contract imports only zod', 'src/api/contract/x.ts', "import { ofetch } from 'ofetch'; void ofetch;", IMPORTS],
    ['server/ imports no machine but the lifecycles', 'server/domain/x.ts', "import { sessionMachine } from '../../machines/session.ts'; void sessionMachine;", PATHS],
    ['the lifecycles import no Lingui', 'machines/lifecycles/x.ts', "import { msg } from '@lingui/core/macro'; void msg;", IMPORTS],
    ['the lifecycles import nothing of src/, not even the contract', 'machines/lifecycles/x.ts', "import type { Language } from '../../src/api/contract/limits.ts';\nexport type L = Language;", PATHS],
    ['the lifecycles import no other machine', 'machines/lifecycles/x.ts', "import { failureMessages } from '../failures.ts'; void failureMessages;", PATHS],
    // The server's layers (docs/architecture.md#the-servers-layers): no server import points up.
    ['the server\'s foundation imports no middleware', 'server/foundation/x.ts', "import { requireAuth } from '../http/auth-middleware.ts'; void requireAuth;", PATHS],
    ['the server\'s foundation imports no mailer of mail/ (only the interface it owns)', 'server/foundation/x.ts', "import { createOutboxMailer } from '../mail/outbox.ts'; void createOutboxMailer;", PATHS],
    ['the server\'s foundation imports not even a type of config.ts', 'server/foundation/x.ts', "import type { Config } from '../config.ts';\nexport type C = Config;", PATHS],
    ['server/auth imports no middleware', 'server/auth/x.ts', "import { requireAuth } from '../http/auth-middleware.ts'; void requireAuth;", PATHS],
    ['server/auth imports no domain', 'server/auth/x.ts', "import { findAccount } from '../domain/accounts.ts'; void findAccount;", PATHS],
    ['server/domain imports no route', 'server/domain/x.ts', "import { siteRoutes } from '../routes/site.ts'; void siteRoutes;", PATHS],
    ['server/domain imports no serializer', 'server/domain/x.ts', "import { serializeMedia } from '../serializers/media.ts'; void serializeMedia;", PATHS],
    ['server/domain reads no config.ts (the settings come in the deps)', 'server/domain/x.ts', "import { readConfig } from '../config.ts'; void readConfig;", PATHS],
    ['server/db imports no domain, not even a type', 'server/db/x.ts', "import type { ServiceRate } from '../domain/quote.ts';\nexport type R = ServiceRate;", PATHS],
    ['server/mail imports no domain', 'server/mail/notice/x.ts', "import { addNotice } from '../../domain/notices.ts'; void addNotice;", PATHS],
    ['server/mail reads no config.ts', 'server/mail/x.ts', "import { readConfig } from '../config.ts'; void readConfig;", PATHS],
    ['server/rules imports no domain', 'server/rules/x.ts', "import { findAccount } from '../domain/accounts.ts'; void findAccount;", PATHS],
    ['config.ts imports no entry point', 'server/config.ts', "import { createApp } from './app.ts'; void createApp;", PATHS],
    ['the middleware imports no route', 'server/http/x.ts', "import { TERMS_KEY } from '../routes/site.ts'; void TERMS_KEY;", PATHS],
    ['a route imports no entry point, at any depth', 'server/routes/warehouse/reads/x.ts', "import { createApp } from '../../../app.ts'; void createApp;", PATHS],
    ['routes/ and background/ sit side by side', 'server/background/x.ts', "import { siteRoutes } from '../routes/site.ts'; void siteRoutes;", PATHS],
    ['http/ and webhooks/ sit side by side', 'server/webhooks/x.ts', "import { requireAuth } from '../http/auth-middleware.ts'; void requireAuth;", PATHS],
  ])('%s', async (_, filePath, code, rule) => {
    expect(await failures(filePath, code)).toContain(rule);
  });

  it.each([
    ['a feature imports data/, ui/, api/ and its own files', 'src/features/auth/deep/x.ts', "import { useResource } from '../../../data/use-resource.ts';\nimport { Spinner } from '../../../ui/spinner.tsx';\nimport { packagesApi } from '../../../api/packages.ts';\nimport { SignInPage } from '../sign-in-page.tsx';\nvoid [useResource, Spinner, packagesApi, SignInPage];"],
    ['data/ imports ui/, api/ and lib/', 'src/data/x.ts', "import type { Resource } from '../ui/loadable.ts';\nimport { packagesApi } from '../api/packages.ts';\nimport { parseId } from '../lib/id-param.ts';\nvoid [packagesApi, parseId];\nexport type R = Resource<number>;"],
    ['forms/ imports the contract, ui/ and lib/', 'src/forms/x.ts', "import { PIN_LENGTH } from '../api/contract/limits.ts';\nimport { Spinner } from '../ui/spinner.tsx';\nimport { parseId } from '../lib/id-param.ts';\nvoid [PIN_LENGTH, Spinner, parseId];"],
    ['machines/ import types of the contract', 'machines/x.ts', "import type { Language } from '../src/api/contract/limits.ts';\nexport type L = Language;"],
    ['server/ imports the contract', 'server/x.ts', "import { LANGUAGES } from '../src/api/contract/limits.ts'; void LANGUAGES;"],
    ['server/ imports the lifecycles', 'server/domain/x.ts', "import { shipmentLifecycle } from '../../machines/lifecycles/shipment.ts'; void shipmentLifecycle;"],
    ['a lifecycle imports xstate and another lifecycle', 'machines/lifecycles/x.ts', "import { setup } from 'xstate';\nimport { PACKAGE_LIFECYCLE_STATUSES } from './package.ts';\nvoid [setup, PACKAGE_LIFECYCLE_STATUSES];"],
    ['a server entry point imports another', 'server/main.ts', "import { boot } from './boot.ts'; void boot;"],
    ['config.ts imports the foundation, the middleware\'s settings and the rules', 'server/config.ts', "import { logOf } from './foundation/log.ts';\nimport { parseConnectSrc } from './http/security-headers.ts';\nimport { FREE_STORAGE_DAYS } from './rules/free-storage.ts';\nvoid [logOf, parseConnectSrc, FREE_STORAGE_DAYS];"],
    ['a route imports the middleware, serializers, domain, auth and the foundation', 'server/routes/x.ts', "import { requireAuth } from '../http/auth-middleware.ts';\nimport { serializeMedia } from '../serializers/media.ts';\nimport { addNotice } from '../domain/notices.ts';\nimport { findTokenUser } from '../auth/tokens.ts';\nimport { ApiError } from '../foundation/errors.ts';\nvoid [requireAuth, serializeMedia, addNotice, findTokenUser, ApiError];"],
    ['server/domain imports auth, mail, rules, the foundation and db', 'server/domain/x.ts', "import { findTokenUser } from '../auth/tokens.ts';\nimport { enqueueNoticeMail } from '../mail/notice-outbox.ts';\nimport { round2 } from '../rules/round.ts';\nimport { ApiError } from '../foundation/errors.ts';\nimport { notices } from '../db/schema.ts';\nvoid [findTokenUser, enqueueNoticeMail, round2, ApiError, notices];"],
    ['server/mail imports rules, the foundation, i18n and db', 'server/mail/x.ts', "import { freeUntil } from '../rules/free-storage.ts';\nimport { logOf } from '../foundation/log.ts';\nimport { messagesFor } from '../i18n/messages.ts';\nimport { notices } from '../db/schema.ts';\nvoid [freeUntil, logOf, messagesFor, notices];"],
    ['the server\'s foundation imports i18n, db and the clock', 'server/foundation/x.ts', "import { messagesFor } from '../i18n/messages.ts';\nimport type { Db } from '../db/open.ts';\nimport { createClock } from '../clock.ts';\nvoid [messagesFor, createClock];\nexport type D = Db;"],
    ['server/db imports fs/', 'server/db/x.ts', "import { ensurePrivateDir } from '../fs/private.ts'; void ensurePrivateDir;"],
  ])('allows: %s', async (_, filePath, code) => {
    expect(await failures(filePath, code)).toEqual([]);
  });
});

// no-cycle reads the imported module from the disk, so both files of a cycle are real: a folder of
// server/ (ESLint checks cycles there as in src/), removed after each case. Not in src/: the
// catalogs' test reads every file there, and would meet a file this one is removing.
describe('import cycles', () => {
  const folder = join('server', `__cycle-${process.pid}`);
  const write = (files: Record<string, string>) => {
    mkdirSync(folder, { recursive: true });
    for (const [name, code] of Object.entries(files)) writeFileSync(join(folder, name), code);
  };
  /** The rules that fail in each file of the folder, linted from the disk. */
  const lintFolder = async (names: string[]) => {
    const results = await new ESLint({ cwd: process.cwd() }).lintFiles(names.map((name) => join(folder, name)));
    return results.flatMap((r) => r.messages.filter((m) => m.severity === 2).map((m) => m.ruleId ?? m.message));
  };
  afterEach(() => rmSync(folder, { recursive: true, force: true }));

  it('a two-file cycle of values through .ts imports fails', async () => {
    write({
      'a.ts': "import { b } from './b.ts';\nexport const a = (): number => b() + 1;\n",
      'b.ts': "import { a } from './a.ts';\nexport const b = (): number => (a.length > 0 ? 1 : 0);\n",
    });
    expect(await lintFolder(['a.ts', 'b.ts'])).toEqual([CYCLE, CYCLE]);
  });

  it('a cycle through a .tsx import fails', async () => {
    write({
      'a.tsx': "import { b } from './b.ts';\nexport const A = () => <p>{b}</p>;\n",
      'b.ts': "import { A } from './a.tsx';\nexport const b = typeof A;\n",
    });
    expect(await lintFolder(['a.tsx', 'b.ts'])).toContain(CYCLE);
  });

  it('allows a cycle whose way back imports only types (erased at build)', async () => {
    write({
      'a.ts': "import { b } from './b.ts';\nexport type A = { n: number };\nexport const a = (): number => b({ n: 1 });\n",
      'b.ts': "import type { A } from './a.ts';\nexport const b = (x: A): number => x.n;\n",
    });
    expect(await lintFolder(['a.ts', 'b.ts'])).toEqual([]);
  });
});
