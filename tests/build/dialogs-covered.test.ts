// Every dialog of the portal is opened by the keyboard checks of e2e/a11y/dialogs.spec.ts (focus
// kept inside, Escape, focus given back), which records the `data-dialog` of each one it opens and
// compares them with the ids of src/ (docs/architecture.md#adding-a-flow). That comparison needs
// every Modal to name its id where it can be read: first, as a literal, once in the portal.
import { expect, it } from 'vitest';
import { dialogIds, dialogUses } from '../../e2e/support/dialog-ids.ts';

it('each Modal of src/ names its dialogId first, as a literal', () => {
  const unnamed = dialogUses()
    .filter((use) => use.ids.length !== use.modals)
    .map((use) => use.file);
  expect(unnamed).toEqual([]);
});

it('no two Modals share a dialogId', () => {
  const ids = dialogIds();
  expect(ids.filter((id, index) => ids.indexOf(id) !== index)).toEqual([]);
  expect(ids.length).toBeGreaterThan(0);
});
