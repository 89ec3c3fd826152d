import { expect } from 'vitest';
import { resourceMachine } from '../../machines/resource.ts';
import { testMachinePaths } from './support/path-walk.ts';

const events = [
  { type: 'xstate.done.actor.load', output: { id: 1 } },
  { type: 'xstate.error.actor.load', error: { code: 'NETWORK_ERROR' } },
  { type: 'xstate.done.actor.refresh', output: { id: 1, words: 'en' } },
  { type: 'xstate.error.actor.refresh', error: { code: 'NETWORK_ERROR' } },
  { type: 'RETRY' },
  { type: 'RELOAD' },
  { type: 'REFRESH' },
];

// loading → loaded | failed, RETRY, RELOAD; REFRESH (a new language) keeps what is shown.
testMachinePaths({
  machine: resourceMachine,
  events,
  checks: {
    loading: ({ snapshot }) => expect(snapshot.hasTag('loading')).toBe(true),
    loaded: ({ snapshot, event }) => {
      // A refresh's answer replaces the words; a failed refresh keeps the last ones.
      expect(snapshot.context.data).toEqual(event.type === 'xstate.done.actor.refresh' ? { id: 1, words: 'en' } : expect.objectContaining({ id: 1 }));
      expect(snapshot.context.error).toBeNull();
      expect(snapshot.hasTag('loading')).toBe(false);
    },
    refreshing: ({ snapshot }) => {
      // docs/product.md#languages: the page keeps showing the resource while its words are asked for.
      expect(snapshot.context.data).toEqual(expect.objectContaining({ id: 1 }));
      expect(snapshot.hasTag('loading')).toBe(false);
    },
    failed: ({ snapshot }) => {
      expect(snapshot.hasTag('error')).toBe(true);
      expect(snapshot.context.error).toEqual({ code: 'NETWORK_ERROR' });
    },
  },
});
