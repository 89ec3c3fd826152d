// The dialogs of the portal, read from src/: each `<Modal` names its `dialogId` first, a literal
// (tests/build/dialogs-covered.test.ts checks it), which the page renders as `data-dialog`.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const MODAL = /<Modal\b/g;
const MODAL_WITH_ID = /<Modal\s+dialogId="([a-z0-9-]+)"/g;
/** The Modal itself, which renders the id it is given. */
const THE_MODAL = /^src\/ui\/modal(-dialog)?\.tsx$/;

export type DialogUse = { file: string; modals: number; ids: string[] };

/** Each file of src/ that renders a Modal, with how many it renders and the ids they carry. */
export function dialogUses(root = process.cwd()): DialogUse[] {
  return readdirSync(join(root, 'src'), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.tsx'))
    .map((file) => join('src', file))
    .filter((file) => !THE_MODAL.test(file))
    .map((file) => {
      const source = readFileSync(join(root, file), 'utf8');
      return { file, modals: source.match(MODAL)?.length ?? 0, ids: [...source.matchAll(MODAL_WITH_ID)].map(([, id]) => id!) };
    })
    .filter((use) => use.modals > 0)
    .sort((a, b) => a.file.localeCompare(b.file));
}

/** Every dialog id of src/, sorted. */
export const dialogIds = (root?: string): string[] => dialogUses(root).flatMap((use) => use.ids).sort();
