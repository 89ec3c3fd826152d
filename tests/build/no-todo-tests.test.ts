// `npm run new:flow` writes a server test whose domain rule is an `it.todo` naming it
// (docs/architecture.md#the-generator): the stub passes its own checks, so nothing else would
// notice the rule was never tested. This fails while one remains in the suites.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const SUITES = ['tests', 'e2e'];
const TEST_FILE = /\.(test|spec)\.tsx?$/;
const TODO = /\b(it|test|describe)\.todo\(\s*(['"`])(.*?)\2/g;

function testFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && TEST_FILE.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name));
}

describe('tests left to write', () => {
  it('no suite keeps an it.todo: each generated rule is tested before it lands', () => {
    const todos = SUITES.flatMap(testFiles).flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(TODO)].map((match) => `${file}: ${match[3]}`),
    );
    expect(todos).toEqual([]);
  });
});
