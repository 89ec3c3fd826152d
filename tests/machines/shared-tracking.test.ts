import { expect } from 'vitest';
import type { SharedTracking } from '../../src/api/contract/shared-tracking.ts';
import { sharedTrackingMachine } from '../../machines/shared-tracking.ts';
import { testMachinePaths } from './support/path-walk.ts';
import { failure } from './support/toasts.ts';

const TOKEN = 'AbCdEfGhIjKlMnOpQrStUv';
const TRACKING: SharedTracking = {
  tracking: 'CAS-000123',
  status: 'IN_CUSTOMS',
  status_label: 'En aduana',
  origin_country: 'Estados Unidos',
  destination_country: 'Venezuela',
  events: [{ created_at: '2026-11-20T12:00:00Z', key: 'IN_CUSTOMS', keyLabel: 'En aduana' }],
  expires_at: '2026-12-27T12:00:00Z',
};

const events = [
  { type: 'RETRY' },
  { type: 'xstate.done.actor.loadSharedTracking', output: TRACKING },
  { type: 'xstate.error.actor.loadSharedTracking', error: failure('NOT_FOUND', { message: 'Not found.' }) },
  { type: 'xstate.error.actor.loadSharedTracking', error: failure('TOO_MANY_REQUESTS', { message: 'Too many.' }) },
  { type: 'xstate.error.actor.loadSharedTracking', error: failure('NETWORK_ERROR') },
  { type: 'xstate.error.actor.loadSharedTracking', error: failure('SERVER_ERROR', { message: 'Down.' }) },
];

type Step = { type: string; error?: { code: string } };
const codeOf = (event: Step) => event.error?.code;

// loading → shown | unavailable | tooManyRequests | failed; the last two try again.
testMachinePaths({
  machine: sharedTrackingMachine,
  inputs: [{ token: TOKEN }],
  events,
  checks: {
    loading: ({ snapshot }) => {
      expect(snapshot.hasTag('loading')).toBe(true);
      expect(snapshot.context.tracking).toBeNull();
      const call = snapshot.children.loadSharedTracking?.getSnapshot() as { input?: unknown } | undefined;
      expect(call?.input).toEqual({ token: TOKEN });
    },
    shown: ({ snapshot }) => {
      expect(snapshot.status).toBe('done');
      expect(snapshot.context.tracking).toEqual(TRACKING);
    },
    unavailable: ({ snapshot, event }) => {
      // docs/product.md#shared-tracking: revoked, expired or unknown alike.
      expect(codeOf(event as Step)).toBe('NOT_FOUND');
      expect(snapshot.status).toBe('done');
      expect(snapshot.can({ type: 'RETRY' })).toBe(false);
    },
    tooManyRequests: ({ snapshot, event }) => {
      expect(codeOf(event as Step)).toBe('TOO_MANY_REQUESTS');
      expect(snapshot.hasTag('error')).toBe(true);
      expect(snapshot.can({ type: 'RETRY' })).toBe(true);
    },
    failed: ({ snapshot, event }) => {
      expect(['NETWORK_ERROR', 'SERVER_ERROR']).toContain(codeOf(event as Step));
      expect(snapshot.hasTag('error')).toBe(true);
      expect(snapshot.can({ type: 'RETRY' })).toBe(true);
    },
  },
});
