import { describe, expect, it } from 'vitest';
import { resourceMachine } from '../../machines/resource.ts';
import { reportCoverage, walkMachine } from './support/path-walk.ts';

const events = [
  { type: 'xstate.done.actor.load', output: { id: 1 } },
  { type: 'xstate.error.actor.load', error: { code: 'NETWORK_ERROR' } },
  { type: 'RETRY' },
  { type: 'RELOAD' },
];

describe('the resource machine', () => {
  it('walks its transition cover: loading → loaded | failed, RETRY, RELOAD', () => {
    const result = walkMachine({
      machine: resourceMachine,
      events: events as never,
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
    console.info(reportCoverage('resource', result));
    expect(result.states.missing).toEqual([]);
    expect(result.transitions.missing).toEqual([]);
  });
});
