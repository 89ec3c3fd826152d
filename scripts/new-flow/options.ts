// `npm run new:flow -- <name> --area <feature> [--route "POST /api/…"] [--dialog] [--on <address>]`
// (docs/architecture.md#the-generator).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { flowNames, type FlowNames } from './names.ts';

export type Route = { method: 'POST' | 'PUT' | 'PATCH'; path: string };

export type FlowOptions = {
  names: FlowNames;
  /** The feature folder of src/features/ the views go in. */
  area: string;
  route: Route | null;
  /** Opened as a dialog on an existing page, rather than a page of its own. */
  dialog: boolean;
  /** The page that opens the dialog, or the new page's address. */
  on: string;
  /** Writes only the files and lists, not the artefacts `npm run flows` and `npm run openapi` write. */
  skipArtefacts: boolean;
};

const ROUTE = /^(POST|PUT|PATCH) (\/api\/[a-z0-9/{}-]+)$/;
const ADDRESS = /^\/home\/[a-z0-9/-]+$/;

const USAGE = 'npm run new:flow -- <name> --area <feature> [--route "POST /api/…"] [--dialog] [--on /home/…]';

/** The paths of the customers' API, as its described document lists them. */
const describedPaths = (root: string): string[] =>
  Object.keys((JSON.parse(readFileSync(join(root, 'docs/api/portal.openapi.json'), 'utf8')) as { paths: Record<string, unknown> }).paths);

export function parseOptions(args: string[], root: string): FlowOptions {
  const [name, ...rest] = args;
  if (!name || name.startsWith('--')) throw new Error(`usage: ${USAGE}`);
  const names = flowNames(name);
  const value = (flag: string): string | undefined => {
    const at = rest.indexOf(flag);
    if (at < 0) return undefined;
    const given = rest[at + 1];
    if (!given || given.startsWith('--')) throw new Error(`${flag} needs a value (${USAGE})`);
    return given;
  };
  const area = value('--area');
  if (!area) throw new Error(`--area names a folder of src/features (${USAGE})`);
  if (!existsSync(join(root, 'src/features', area))) throw new Error(`src/features/${area} does not exist: --area names a feature folder`);
  const routeText = value('--route');
  let route: Route | null = null;
  if (routeText) {
    const match = ROUTE.exec(routeText);
    if (!match) throw new Error(`--route is a write route under /api, such as "POST /api/users/me/close", not "${routeText}"`);
    if (match[2]!.includes('{')) throw new Error('a route on a record ({id}) is not generated: its ownership needs its table; follow docs/architecture.md#adding-a-flow');
    route = { method: match[1] as Route['method'], path: match[2]! };
    if (describedPaths(root).includes(route.path)) throw new Error(`${route.path} is a route of the app already (docs/api/portal.openapi.json): a new flow's route is a path of its own`);
  }
  const dialog = rest.includes('--dialog');
  const on = value('--on') ?? (dialog ? '/home/user-information/my-profile' : `/home/${names.kebab}`);
  if (!ADDRESS.test(on)) throw new Error(`--on is an address below /home, not "${on}"`);
  return { names, area, route, dialog, on, skipArtefacts: rest.includes('--skip-artefacts') };
}
