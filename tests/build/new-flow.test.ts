// `npm run new:flow` (docs/architecture.md#the-generator), run in a copy of the project: a dialog
// flow with a route and a page flow without one. Only what it writes is checked (a small tsconfig
// that includes the new files, which tsc follows into what they import; ESLint on them and on the
// lists it changed) and only their tests run: the machines' path tests and the route's test.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateFlow } from '../../scripts/new-flow/generate.ts';
import { parseOptions } from '../../scripts/new-flow/options.ts';

const root = process.cwd();
const FLOWS = [
  ['sample-dialog', '--area', 'profile', '--route', 'POST /api/users/me/sample-dialog', '--dialog'],
  ['sample-page', '--area', 'packages'],
];

let copy: string;
const written: string[] = [];
const lists = new Set<string>();
const run = (command: string, args: string[], env: Record<string, string> = {}) =>
  execFileSync(command, args, { cwd: copy, encoding: 'utf8', stdio: 'pipe', env: { ...process.env, ...env }, timeout: 240_000 });

beforeAll(() => {
  copy = mkdtempSync(join(tmpdir(), 'new-flow-'));
  // The project as it stands, committed or not (what .gitignore leaves out aside), and its packages.
  execFileSync('sh', ['-c', `git ls-files -co --exclude-standard -z | tar -c --null -T - -f - 2>/dev/null | tar -x -f - -C '${copy}'`], { cwd: root });
  symlinkSync(join(root, 'node_modules'), join(copy, 'node_modules'));
  for (const args of FLOWS) {
    const result = generateFlow(copy, parseOptions(args, copy));
    written.push(...result.written);
    for (const file of result.lists) lists.add(file);
  }
}, 60_000);

afterAll(() => {
  if (copy) rmSync(copy, { recursive: true, force: true });
});

describe('npm run new:flow', () => {
  it('writes each piece of both flows', () => {
    expect(written).toEqual(expect.arrayContaining([
      'machines/sample-dialog.ts',
      'tests/machines/sample-dialog.test.ts',
      'src/features/profile/sample-dialog-dialog.tsx',
      'src/api/contract/sample-dialog.ts',
      'server/routes/sample-dialog.ts',
      'tests/server/sample-dialog.test.ts',
      'src/features/packages/sample-page-page.tsx',
      'e2e/atlas-screens/sample-dialog.spec.ts',
    ]));
    expect([...lists].sort()).toEqual([
      'docs/architecture.md',
      'docs/flows/README.md',
      'docs/operations.md',
      'e2e/a11y/dialogs.spec.ts',
      'lingui.config.ts',
      'scripts/atlas/flow-groups.ts',
      'scripts/atlas/machine-screens.ts',
      'server/rate-limits.ts',
      'server/routes/portal-api.ts',
      'src/app/signed-in-routes.tsx',
      'src/lib/paths.ts',
      'tests/server/malformed-bodies.property.test.ts',
      'tests/server/ownership.test.ts',
    ]);
  });

  it('type-checks what it wrote', () => {
    const code = written.filter((file) => /\.tsx?$/.test(file));
    writeFileSync(join(copy, 'tsconfig.generated.json'), JSON.stringify({ extends: './tsconfig.json', include: [...code, 'src/vite-env.d.ts'], exclude: [] }));
    expect(() => run('npx', ['tsc', '--noEmit', '-p', 'tsconfig.generated.json'])).not.toThrow();
  }, 120_000);

  it('lints what it wrote and the lists it changed', () => {
    const code = [...written, ...lists].filter((file) => /\.(tsx?|js)$/.test(file));
    expect(() => run('npx', ['eslint', ...code])).not.toThrow();
  }, 120_000);

  it('writes tests that pass, the domain rule left as an it.todo', () => {
    const tests = written.filter((file) => file.endsWith('.test.ts'));
    // FLOWS_WRITE: the path tests record their paths, as `npm run flows` would.
    const out = run('npx', ['vitest', 'run', '--reporter=dot', ...tests], { FLOWS_WRITE: '1' });
    expect(out).toMatch(/1 todo/);
  }, 240_000);

  it('refuses a flow a list cannot take before writing anything', () => {
    const spec = join(copy, 'e2e/a11y/dialogs.spec.ts');
    const kept = readFileSync(spec, 'utf8');
    const readme = readFileSync(join(copy, 'docs/flows/README.md'), 'utf8');
    writeFileSync(spec, kept.replace('npm run new:flow adds its dialogs above this line.', ''));
    try {
      const args = ['third-dialog', '--area', 'profile', '--route', 'POST /api/users/me/third-dialog', '--dialog'];
      expect(() => generateFlow(copy, parseOptions(args, copy))).toThrow(/e2e\/a11y\/dialogs\.spec\.ts has lost its marker line/);
      expect(existsSync(join(copy, 'machines/third-dialog.ts'))).toBe(false);
      expect(readFileSync(join(copy, 'docs/flows/README.md'), 'utf8')).toBe(readme);
    } finally {
      writeFileSync(spec, kept);
    }
  });
});
