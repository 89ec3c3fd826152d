import { expect } from 'vitest';
import { resourceMachine } from '../../machines/resource.ts';
import { testMachinePaths } from './support/path-walk.ts';

const events = [
  { type: 'xstate.done.actor.load', output: { id: 1 } },
  { type: 'xstate.error.actor.load', error: { code: 'NETWORK_ERROR' } },
  { type: 'RETRY' },
  { type: 'RELOAD' },
];

// loading → loaded | failed, RETRY, RELOAD.
testMachinePaths({
  machine: resourceMachine,
  events,
  checks: {
    loading: ({ snapshot }) => expect(snapshot.hasTag('loading')).toBe(true),
    loaded: ({ snapshot }) => {
      expect(snapshot.context.data).toEqual({ id: 1 });
      expect(snapshot.context.error).toBeNull();
      expect(snapshot.hasTag('loading')).toBe(false);
    },
    failed: ({ snapshot }) => {
      expect(snapshot.hasTag('error')).toBe(true);
      expect(snapshot.context.error).toEqual({ code: 'NETWORK_ERROR' });
    },
  },
});
