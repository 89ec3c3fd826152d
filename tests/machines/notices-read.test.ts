import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { noticesReadMachine } from '../../machines/notices-read.ts';
import { testMachinePaths } from './support/path-walk.ts';
import { failure } from './support/toasts.ts';
import { named } from '../support/path-words.ts';

const events = [
  named('page 1 with 2 unread', { type: 'SHOWN', ids: [3, 2] }),
  named('page 2 with 1 unread', { type: 'SHOWN', ids: [9] }),
  named('a page all read', { type: 'SHOWN', ids: [] }),
  named('1 left unread', { type: 'xstate.done.actor.markRead', output: { unread: 1 } }),
  { type: 'xstate.error.actor.markRead', error: failure('NETWORK_ERROR') },
];

const sentIds = (snapshot: { children: Record<string, { getSnapshot(): unknown } | undefined> }) =>
  (snapshot.children.markRead?.getSnapshot() as { input?: { ids: number[] } } | undefined)?.input?.ids;

// waiting → marking the unread shown → marked (the bell told) | notMarked; another page marks again.
testMachinePaths({
  machine: noticesReadMachine,
  events,
  checks: {
    waiting: ({ snapshot, emitted }) => {
      // A page with nothing unread asks nothing.
      expect(snapshot.context).toEqual({ marked: [], marking: [] });
      expect(emitted).toEqual([]);
    },
    marking: ({ snapshot, event, path }) => {
      const ids = sentIds(snapshot) ?? [];
      // Exactly the unread shown and not marked yet; a page shown meanwhile joins the one being marked.
      expect(ids).toEqual(snapshot.context.marking);
      expect(ids).toEqual(expect.arrayContaining((event as unknown as { ids: number[] }).ids.filter((id) => !snapshot.context.marked.includes(id))));
      for (const id of ids) expect(snapshot.context.marked).not.toContain(id);
      const before = path.at(-2)?.snapshot;
      if (before?.matches('marking')) expect(ids).toEqual(expect.arrayContaining(before.context.marking));
    },
    marked: ({ snapshot, event, emitted }) => {
      expect(snapshot.context.marking).toEqual([]);
      // Marked read: the bell is told what is left; a page shown again sends nothing.
      if (event.type === 'xstate.done.actor.markRead') expect(emitted).toEqual([{ type: 'unreadChanged', unread: 1 }]);
      else expect(emitted).toEqual([]);
      expect(snapshot.children.markRead).toBeUndefined();
    },
    notMarked: ({ snapshot, emitted }) => {
      // Silent: nothing emitted, nothing remembered, so the same notices are marked again later.
      expect(emitted).toEqual([]);
      expect(snapshot.context.marking).toEqual([]);
    },
  },
});

describe('noticesRead: ids already marked', () => {
  it('are not sent again; only the new unread ones of a page are', async () => {
    const sent: number[][] = [];
    const actor = createActor(
      noticesReadMachine.provide({ actors: { markRead: fromPromise(async ({ input }) => (sent.push(input.ids), { unread: 0 })) } }),
    ).start();
    actor.send({ type: 'SHOWN', ids: [3, 2] });
    await waitFor(actor, (s) => s.matches('marked'));
    // The same page again (Back, a new language): nothing to send.
    actor.send({ type: 'SHOWN', ids: [3, 2] });
    expect(actor.getSnapshot().matches('marked')).toBe(true);
    actor.send({ type: 'SHOWN', ids: [9, 3] });
    await waitFor(actor, (s) => s.matches('marked'));
    expect(sent).toEqual([[3, 2], [9]]);
    actor.stop();
  });
});
