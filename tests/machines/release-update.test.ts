import { describe, expect, it } from 'vitest';
import { createActor, fromCallback } from 'xstate';
import { releaseUpdateMachine, type ReleaseWatchCommand } from '../../machines/release-update.ts';
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

describe('releaseUpdate and the service worker it watches', () => {
  it('hears of a waiting release from the watcher, and asks it to take over only on "Actualizar"', () => {
    const commands: string[] = [];
    let report: ((event: { type: 'RELEASE_WAITING' | 'RELEASE_ACTIVE' }) => void) | undefined;
    const reloads: number[] = [];
    const actor = createActor(
      releaseUpdateMachine.provide({
        actors: {
          watchReleases: fromCallback<ReleaseWatchCommand>(({ sendBack, receive }) => {
            report = sendBack;
            receive((command) => commands.push(command.type));
          }),
        },
        actions: { reloadPage: () => void reloads.push(1) },
      }),
    ).start();
    report!({ type: 'RELEASE_WAITING' });
    expect(actor.getSnapshot().value).toBe('offered');
    actor.send({ type: 'LATER' });
    expect(commands).toEqual([]);
    report!({ type: 'RELEASE_WAITING' });
    actor.send({ type: 'UPDATE' });
    expect(commands).toEqual(['ACTIVATE']);
    expect(reloads).toEqual([]);
    report!({ type: 'RELEASE_ACTIVE' });
    expect(actor.getSnapshot().status).toBe('done');
    expect(reloads).toEqual([1]);
  });
});
