import { expect } from 'vitest';
import { noticeBellMachine } from '../../machines/notice-bell.ts';
import { testMachinePaths } from './support/path-walk.ts';
import { failure } from './support/toasts.ts';
import { named } from '../support/path-words.ts';

const events = [
  named('3 unread', { type: 'xstate.done.actor.countUnread', output: 3 }),
  { type: 'xstate.error.actor.countUnread', error: failure('NETWORK_ERROR') },
  { type: 'xstate.after.refreshDelay.noticeBell.waiting' },
  { type: 'FOCUSED' },
  { type: 'HIDDEN' },
  { type: 'VISIBLE' },
  { type: 'UNREAD_CHANGED', unread: 0 },
];

// counting → waiting → counting again (every refreshDelay, on focus), paused while the page is hidden.
testMachinePaths({
  machine: noticeBellMachine,
  inputs: { visible: { hidden: false }, 'opened hidden': { hidden: true } },
  events,
  checks: {
    counting: ({ snapshot }) => {
      expect(snapshot.children.countUnread).toBeDefined();
    },
    waiting: ({ snapshot, event }) => {
      expect(snapshot.context.hidden).toBe(false);
      if (event.type === 'xstate.done.actor.countUnread') expect(snapshot.context.unread).toBe(3);
      if (event.type === 'UNREAD_CHANGED') expect(snapshot.context.unread).toBe(0);
    },
    paused: ({ snapshot }) => {
      // Hidden: no count asked for until the page is shown again.
      expect(snapshot.context.hidden).toBe(true);
      expect(snapshot.children.countUnread).toBeUndefined();
    },
  },
});
