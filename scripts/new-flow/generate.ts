// A new flow's files and its place in every list (docs/architecture.md#the-generator). It refuses
// to overwrite a file; each list gets its entry above its marker line. What it refuses, it refuses
// before writing anything, so a refusal leaves the project as it was.
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { listsWithFlow } from './lists.ts';
import { machineFile, machineTestFile } from './machine-files.ts';
import type { FlowOptions } from './options.ts';
import { clientFile, contractFile, domainFile, routeFile, serverTestFile } from './server-files.ts';
import { atlasDriverFile, dialogFile, formSchemaFile, implementationsFile, pageFile } from './view-files.ts';

/** Each new file and its text. */
function flowFiles(options: FlowOptions): [string, string][] {
  const { names: n, area, route, dialog } = options;
  const feature = `src/features/${area}`;
  return [
    [`machines/${n.kebab}.ts`, machineFile(options)],
    [`tests/machines/${n.kebab}.test.ts`, machineTestFile(options)],
    [`${feature}/${n.kebab}-implementations.ts`, implementationsFile(options)],
    [`${feature}/${n.kebab}-form-schema.ts`, formSchemaFile(options)],
    dialog ? [`${feature}/${n.kebab}-dialog.tsx`, dialogFile(options)] : [`${feature}/${n.kebab}-page.tsx`, pageFile(options)],
    [`e2e/atlas-screens/${n.kebab}.spec.ts`, atlasDriverFile(options)],
    ...(route
      ? ([
          [`src/api/contract/${n.kebab}.ts`, contractFile(options)],
          [`src/api/${n.kebab}.ts`, clientFile(options)],
          [`server/domain/${n.kebab}.ts`, domainFile(options)],
          [`server/routes/${n.kebab}.ts`, routeFile(options)],
          [`tests/server/${n.kebab}.test.ts`, serverTestFile(options)],
        ] as [string, string][])
      : []),
  ];
}

/** Writes the flow into the project at `root`; returns the files written and the lists changed. */
export function generateFlow(root: string, options: FlowOptions): { written: string[]; lists: string[] } {
  const files = flowFiles(options);
  const taken = files.map(([file]) => file).filter((file) => existsSync(join(root, file)));
  if (taken.length > 0) throw new Error(`already there: ${taken.join(', ')}`);
  const lists = listsWithFlow(root, options);
  for (const [file, text] of [...files, ...lists]) {
    mkdirSync(dirname(join(root, file)), { recursive: true });
    writeFileSync(join(root, file), text);
  }
  return { written: files.map(([file]) => file), lists: [...lists.keys()] };
}
