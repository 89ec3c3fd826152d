import { expect } from 'vitest';
import { releaseUpdateMachine } from '../../machines/release-update.ts';
import { testMachinePaths } from './support/path-walk.ts';

const events = [
  { type: 'RELEASE_WAITING' },
  { type: 'UPDATE' },
  { type: 'LATER' },
  { type: 'RELEASE_ACTIVE' },
  { type: 'xstate.after.activationTimeout.releaseUpdate.activating' },
] as const;

const prompts = (snapshot: { getMeta(): Record<string, { prompt?: boolean } | undefined> }) =>
  Object.values(snapshot.getMeta()).some((meta) => meta?.prompt === true);

// current → offered → (later → offered again) → activating → reloading, by the worker or the timeout.
testMachinePaths({
  machine: releaseUpdateMachine,
  events,
  recordActions: ['activateRelease', 'reloadPage'],
  checks: {
    current: ({ snapshot, calls }) => {
      expect(prompts(snapshot)).toBe(false);
      expect(calls).toEqual([]);
    },
    offered: ({ snapshot, calls }) => {
      // The prompt shows; nothing is applied before the customer's word.
      expect(prompts(snapshot)).toBe(true);
      expect(calls).not.toContain('activateRelease');
    },
    postponed: ({ snapshot, calls }) => {
      expect(prompts(snapshot)).toBe(false);
      expect(calls).not.toContain('activateRelease');
      expect(calls).not.toContain('reloadPage');
    },
    activating: ({ snapshot, calls }) => {
      expect(prompts(snapshot)).toBe(true);
      // Asked once, on the customer's "Actualizar"; the page does not reload before the worker takes over.
      expect(calls.filter((call) => call === 'activateRelease')).toHaveLength(1);
      expect(calls).not.toContain('reloadPage');
    },
    reloading: ({ snapshot, calls }) => {
      expect(snapshot.status).toBe('done');
      expect(calls.at(-1)).toBe('reloadPage');
      expect(calls.filter((call) => call === 'reloadPage')).toHaveLength(1);
    },
  },
});
