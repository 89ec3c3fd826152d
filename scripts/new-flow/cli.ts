// `npm run new:flow -- <name> --area <feature> [--route "POST /api/…"] [--dialog] [--on /home/…]`
// (docs/architecture.md#the-generator): writes the flow, then the artefacts its steps rewrite.
import { execFileSync } from 'node:child_process';
import { generateFlow } from './generate.ts';
import { parseOptions, type FlowOptions } from './options.ts';

/** The artefacts the flow's steps write again: each is tried, and a failed one is named to run again. */
function writeArtefacts(root: string, options: FlowOptions): string[] {
  const steps = ['flows', ...(options.route ? ['openapi'] : []), 'i18n:extract'];
  return steps.filter((step) => {
    try {
      execFileSync('npm', ['run', step], { cwd: root, stdio: 'inherit' });
      return false;
    } catch {
      return true;
    }
  });
}

function main(): void {
  const root = process.cwd();
  const options = parseOptions(process.argv.slice(2), root);
  const { written, lists } = generateFlow(root, options);
  const failed = options.skipArtefacts ? [] : writeArtefacts(root, options);
  const { names: n } = options;
  const next = [
    ...failed.map((step) => `npm run ${step} failed (above): run it again once what it names is fixed.`),
    `Fill the Spanish of the new texts in locale/es/${options.area}.po (npm run i18n:check names them).`,
    ...(options.route
      ? [
          `Write the rule in server/domain/${n.kebab}.ts and its test in place of the it.todo of tests/server/${n.kebab}.test.ts (tests/build/no-todo-tests.test.ts fails until then).`,
          `A route that ends or locks the account: its entries in tests/server/ownership.test.ts and malformed-bodies.property.test.ts run on an account of their own (docs/architecture.md#the-servers-half-a-new-route).`,
        ]
      : []),
    options.dialog
      ? `Place <${n.pascal}Button /> on the page at ${options.on} (the dialogs spec and the atlas open it there).`
      : `Link the page (paths.${n.camel}) from where the customer finds it, and add it to e2e/a11y/routes.spec.ts.`,
    `Show the flow's other states in the atlas, if the customer sees them (scripts/atlas/machine-screens.ts, e2e/atlas-screens/${n.kebab}.spec.ts).`,
    `Cite the rule's section of docs/product.md in the machine's comment, and write its row in docs/flows/README.md in words.`,
  ];
  console.log(`Wrote:\n${written.map((file) => `  ${file}`).join('\n')}\nAdded to:\n${lists.map((file) => `  ${file}`).join('\n')}\nNext:\n${next.map((line) => `  - ${line}`).join('\n')}`);
  if (failed.length > 0) process.exitCode = 1;
}

try {
  main();
} catch (error) {
  console.error(`new:flow: ${(error as Error).message}`);
  process.exit(1);
}
