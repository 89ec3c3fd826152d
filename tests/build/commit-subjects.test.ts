// Every commit after the rule's starting point has a subject of at most 72 characters that says
// what changed; the why and the figures go in the body (docs/architecture.md#commits), so
// `git log --oneline` reads. The history before it is left as it was.
import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

/** The commit after which subjects are checked. */
const RULE_SINCE = '685a76f';
/** Landed before the test did, at 74 characters; history is not rewritten. */
const LANDED_BEFORE_THE_TEST = new Set(['8d5512c']);
const SUBJECT_MAX = 72;

const git = (...args: string[]) => execFileSync('git', args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });

/** `<short hash> <subject>` of each commit after the rule's start; throws without that history. */
function commitsSinceRule(): string[] {
  return git('log', '--format=%h %s', '--abbrev=7', `${RULE_SINCE}..HEAD`)
    .split('\n')
    .filter(Boolean)
    .filter((line) => !LANDED_BEFORE_THE_TEST.has(line.slice(0, line.indexOf(' '))));
}

describe('commit subjects', () => {
  it('the history since the rule is here to check', () => {
    expect(commitsSinceRule, `a clone with its history, from ${RULE_SINCE} on`).not.toThrow();
  });

  it(`each commit since the rule has a subject of at most ${SUBJECT_MAX} characters`, () => {
    const long = commitsSinceRule().filter((line) => line.slice(line.indexOf(' ') + 1).length > SUBJECT_MAX);
    expect(long).toEqual([]);
  });

  it('each subject is a line of words, not a placeholder', () => {
    const bare = commitsSinceRule().filter((line) => !/^\S+ \S+( \S+){2,}/.test(line) || /^\S+ (wip|fix|update|changes?)\.?$/i.test(line));
    expect(bare).toEqual([]);
  });
});
