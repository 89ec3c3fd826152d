// `npm run test:paths -- --path "<name>"` (scripts/one-path.ts): a path test by the exact name the
// atlas shows, its arrows and brackets meaning themselves; a name no test has fails, saying so.
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { candidateFiles, literalPattern, matching, parsePlaywrightList, parseVitestList, pathCommand } from '../../scripts/one-path.ts';

const MODEL_NAME = 'sharedTracking: start → loadSharedTracking failed (NETWORK_ERROR) → failed → RETRY → loading';
const UI_NAME = 'session: start → SIGN_IN → myAccount';

const testPaths = (...args: string[]) => spawnSync('npx', ['tsx', 'scripts/test-paths.ts', ...args], { encoding: 'utf8' });

describe('one path by its name', () => {
  it('reads the names each runner lists', () => {
    const vitest = parseVitestList(JSON.stringify([{ name: `sharedTracking: its paths > ${MODEL_NAME}`, file: '/x/tests/machines/shared-tracking.test.ts' }]));
    expect(vitest).toEqual([{ level: 'model', file: '/x/tests/machines/shared-tracking.test.ts', titles: ['sharedTracking: its paths', MODEL_NAME] }]);
    const playwright = parsePlaywrightList(
      ['Listing tests:', '  [setup] › demo.setup.ts:9:1 › the demo customer signs in', `  [paths] › paths/support/ui-model.ts:46:7 › session (UI model, 4 paths) › ${UI_NAME}`].join('\n'),
    );
    expect(playwright).toEqual([{ level: 'ui', file: 'paths/support/ui-model.ts', titles: ['session (UI model, 4 paths)', UI_NAME] }]);
    expect(candidateFiles('sharedTracking')).toEqual({ model: ['tests/machines/shared-tracking.test.ts'], ui: [] });
    expect(candidateFiles('session').ui).toEqual(['e2e/paths/session.spec.ts']);
  });

  it('matches the whole name as text: a prefix, or a name read as a pattern, is not it', () => {
    const listed = parseVitestList(JSON.stringify([MODEL_NAME, `${MODEL_NAME} → RETRY → loading`].map((name) => ({ name: `f > ${name}`, file: 'f' }))));
    expect(matching(MODEL_NAME, listed)).toHaveLength(1);
    expect(matching('sharedTracking: start', listed)).toEqual([]);
    const withSigns = 'pin: start (signing up) → CHANGE (12345) → a.b + c.d [isX] $1 ^ | ?';
    const pattern = new RegExp(`^${literalPattern(withSigns)}$`);
    expect(pattern.test(withSigns)).toBe(true);
    expect(pattern.test(withSigns.replace('(12345)', '12345'))).toBe(false);
    expect(pathCommand("x: it's → y")).toBe("npm run test:paths -- --path 'x: it'\\''s → y'");
  });

  it('runs exactly that path in Vitest, its brackets and arrows as they are', () => {
    const run = testPaths('--path', MODEL_NAME);
    expect(run.stdout).toContain(`Vitest: 1 path test run (0 failed): ${MODEL_NAME}`);
    expect(run.status).toBe(0);
  });

  it('fails on a name no test has, saying so', () => {
    const run = testPaths('--path', 'sharedTracking: start → nowhere');
    expect(run.stderr).toContain('No path test is named:\n  sharedTracking: start → nowhere');
    expect(run.status).toBe(1);
  });
});
