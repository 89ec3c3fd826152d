// The flows' table (docs/flows/README.md) names every machine `npm run flows` draws: a flow added
// to machines/ and drawn, but left out of the table, fails here; so does a row whose page is gone.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';

const FLOWS = join(process.cwd(), 'docs/flows');

it('links every drawn flow from docs/flows/README.md, and links no flow that is not drawn', () => {
  const drawn = readdirSync(FLOWS)
    .filter((file) => file.endsWith('.md') && !file.endsWith('.paths.md') && file !== 'README.md')
    .map((file) => file.slice(0, -'.md'.length))
    .sort();
  const readme = readFileSync(join(FLOWS, 'README.md'), 'utf8');
  const linked = [...new Set([...readme.matchAll(/\]\(([A-Za-z]+)\.md\)/g)].map(([, id]) => id!))].sort();
  expect(linked).toEqual(drawn);
});
