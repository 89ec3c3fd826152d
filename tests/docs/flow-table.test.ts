// The flows' tables name every machine: docs/flows/README.md links each one `npm run flows` draws,
// and docs/architecture.md#from-machine-to-view names each flow of machines/ beside its address. A
// flow added to machines/ but left out of either fails here; so does a row whose page is gone.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { machinesOfFolder } from '../support/machines-folder.ts';

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

it('names every flow of machines/ in the table of docs/architecture.md#from-machine-to-view', async () => {
  const architecture = readFileSync(join(process.cwd(), 'docs/architecture.md'), 'utf8');
  const table = architecture.split('\n').filter((line) => line.startsWith('| `') || line.startsWith('| every') || line.startsWith('| a '));
  const named = new Set(table.flatMap((row) => (row.split('|')[2] ?? '').match(/[a-z][A-Za-z]+/g) ?? []));
  const flows = (await machinesOfFolder()).filter(({ file }) => !file.startsWith('machines/lifecycles/')).map(({ machine }) => machine.id);
  expect(flows.filter((id) => !named.has(id)).sort()).toEqual([]);
});
