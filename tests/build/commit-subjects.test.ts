// Every commit since this rule landed has a subject of at most 72 characters that says what
// changed; the why and the figures go in the body (docs/architecture.md#commits). The history
// before it is left as it was: `git log --oneline` reads from here on.
import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

/** The last commit before the rule: later ones are checked. */
const RULE_SINCE = 'eae3520e5e1d16c05e493e12521ef3503f22ac63';
const SUBJECT_MAX = 72;

const git = (...args: string[]) => execFileSync('git', args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });

/** The history, when this is a clone that has it (a source tarball has none). */
function history(): string[] | null {
  try {
    git('cat-file', '-e', `${RULE_SINCE}^{commit}`);
  } catch {
    return null;
  }
  return git('log', '--format=%h %s', `${RULE_SINCE}..HEAD`).split('\n').filter(Boolean);
}

describe('commit subjects', () => {
  const commits = history();

  it.skipIf(commits === null)(`each commit since the rule has a subject of at most ${SUBJECT_MAX} characters`, () => {
    const long = commits!.filter((line) => line.slice(line.indexOf(' ') + 1).length > SUBJECT_MAX);
    expect(long).toEqual([]);
  });

  it.skipIf(commits === null)('each subject is a line of words, not a placeholder', () => {
    const bare = commits!.filter((line) => !/^\S+ \S+( \S+){2,}/.test(line) || /^\S+ (wip|fix|update|changes?)\.?$/i.test(line));
    expect(bare).toEqual([]);
  });
});
