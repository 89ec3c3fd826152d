// Every dialog of the portal is opened by the keyboard checks of e2e/a11y/dialogs.spec.ts (focus
// kept inside, Escape, focus given back): the spec lists the files it covers, and a Modal used in
// a file it does not list fails here, so a new dialog cannot be forgotten (docs/architecture.md#adding-a-flow).
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { expect, it } from 'vitest';

const root = process.cwd();
const SPEC = 'e2e/a11y/dialogs.spec.ts';

/** The files of src/ that render a Modal (the Modal itself aside). */
function modalUsers(): string[] {
  const files = readdirSync(join(root, 'src'), { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.tsx'));
  return files
    .map((file) => relative(root, join(root, 'src', file)))
    .filter((file) => !/^src\/ui\/modal(-dialog)?\.tsx$/.test(file) && /<Modal\b/.test(readFileSync(join(root, file), 'utf8')))
    .sort();
}

it('opens every Modal of src/ in the dialogs spec, and lists no file that has none', () => {
  const listed = [...readFileSync(join(root, SPEC), 'utf8').matchAll(/^\/\/ - (src\/\S+\.tsx)$/gm)].map(([, file]) => file!).sort();
  expect(listed).toEqual(modalUsers());
});
