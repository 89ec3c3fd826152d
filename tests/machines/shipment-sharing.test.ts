import { expect } from 'vitest';
import { failureMessages } from '../../machines/failures.ts';
import { shipmentSharingMachine, shipmentSharingMessages } from '../../machines/shipment-sharing.ts';
import { testMachinePaths } from './support/path-walk.ts';
import { failure } from './support/toasts.ts';

const SHIPMENT_ID = 42;
const SHARED_UNTIL = '2026-12-01T10:00:00Z';
const SHARE = { url: 'https://portal.example/t/AbCdEfGhIjKlMnOpQrStUv', expires_at: '2026-12-27T10:00:00Z' };
const TOO_MANY_LINKS = 'Stop sharing it, then make a new one.';
const closedSheet = Object.assign(new Error('Share canceled'), { name: 'AbortError' });
const refusedSheet = Object.assign(new Error('Not allowed'), { name: 'NotAllowedError' });

const events = [
  { type: 'SHARE' },
  { type: 'STOP' },
  { type: 'CLOSE' },
  { type: 'xstate.done.actor.createShareLink', output: SHARE },
  { type: 'xstate.error.actor.createShareLink', error: failure('NETWORK_ERROR') },
  { type: 'xstate.error.actor.createShareLink', error: failure('FAILED_VALIDATION', { message: TOO_MANY_LINKS }) },
  { type: 'xstate.done.actor.shareLink' },
  { type: 'xstate.error.actor.shareLink', error: closedSheet },
  { type: 'xstate.error.actor.shareLink', error: refusedSheet },
  { type: 'xstate.done.actor.copyLink' },
  { type: 'xstate.error.actor.copyLink', error: new Error('Clipboard blocked') },
  { type: 'xstate.done.actor.revokeShareLinks' },
  { type: 'xstate.error.actor.revokeShareLinks', error: failure('SERVER_ERROR', { message: 'Down.' }) },
];

type Step = { type: string; error?: { code?: string; name?: string } };

// idle → creating → (sharing | copying | showingLink) → idle; idle → revoking → idle.
testMachinePaths({
  machine: shipmentSharingMachine,
  inputs: {
    'a phone with a share sheet': { shipmentId: SHIPMENT_ID, sharedUntil: null, device: { shareSheet: true, clipboard: true } },
    'a computer with a clipboard, shared already': { shipmentId: SHIPMENT_ID, sharedUntil: SHARED_UNTIL, device: { shareSheet: false, clipboard: true } },
    'a share sheet without a clipboard': { shipmentId: SHIPMENT_ID, sharedUntil: null, device: { shareSheet: true, clipboard: false } },
    'a browser with neither': { shipmentId: SHIPMENT_ID, sharedUntil: null, device: { shareSheet: false, clipboard: false } },
  },
  events,
  checks: {
    idle: ({ snapshot, event, emitted }) => {
      expect(snapshot.hasTag('busy')).toBe(false);
      const step = event as Step;
      if (step.type === 'xstate.done.actor.copyLink') expect(emitted).toEqual([{ type: 'notify', kind: 'success', message: shipmentSharingMessages.copied }]);
      else if (step.type === 'xstate.done.actor.revokeShareLinks') {
        expect(emitted).toEqual([{ type: 'notify', kind: 'success', message: shipmentSharingMessages.stopped }]);
        expect(snapshot.context.sharedUntil).toBeNull();
        expect(snapshot.context.url).toBeNull();
      } else if (step.error?.code === 'NETWORK_ERROR') expect(emitted).toEqual([{ type: 'notify', kind: 'error', message: failureMessages.unreachable }]);
      else if (step.error?.code === 'FAILED_VALIDATION') {
        // The server's own reason (docs/product.md#shared-tracking: at most 20 links at once).
        expect(emitted).toEqual([{ type: 'notify', kind: 'error', message: expect.objectContaining({ id: 'alert-server-message', values: { text: TOO_MANY_LINKS } }) }]);
      } else if (step.error?.code === 'SERVER_ERROR') {
        expect(emitted).toEqual([{ type: 'notify', kind: 'error', message: failureMessages.unexpected }]);
        // Not stopped: the link still works.
        expect(snapshot.context.sharedUntil).not.toBeNull();
      } else {
        // Shared through the sheet, the sheet closed, or the shown link closed: nothing to say.
        expect(emitted).toEqual([]);
      }
      // "Stop sharing" is there only while a link works.
      expect(snapshot.can({ type: 'STOP' })).toBe(snapshot.context.sharedUntil !== null);
    },
    creating: ({ snapshot, emitted }) => {
      expect(snapshot.hasTag('busy')).toBe(true);
      expect(emitted).toEqual([]);
      const call = snapshot.children.createShareLink?.getSnapshot() as { input?: unknown } | undefined;
      expect(call?.input).toEqual({ id: SHIPMENT_ID });
    },
    sharing: ({ snapshot }) => {
      expect(snapshot.context.device.shareSheet).toBe(true);
      expect(snapshot.context.sharedUntil).toBe(SHARE.expires_at);
      const call = snapshot.children.shareLink?.getSnapshot() as { input?: unknown } | undefined;
      expect(call?.input).toEqual({ url: SHARE.url });
    },
    copying: ({ snapshot }) => {
      expect(snapshot.context.device.clipboard).toBe(true);
      const call = snapshot.children.copyLink?.getSnapshot() as { input?: unknown } | undefined;
      expect(call?.input).toEqual({ url: SHARE.url });
    },
    showingLink: ({ snapshot, emitted }) => {
      expect(snapshot.context.url).toBe(SHARE.url);
      expect(snapshot.hasTag('busy')).toBe(false);
      expect(emitted).toEqual([]);
    },
    revoking: ({ snapshot, emitted }) => {
      expect(snapshot.hasTag('busy')).toBe(true);
      expect(emitted).toEqual([]);
      const call = snapshot.children.revokeShareLinks?.getSnapshot() as { input?: unknown } | undefined;
      expect(call?.input).toEqual({ id: SHIPMENT_ID });
    },
  },
  neverIgnored: { 'showingLink STOP': 'the link shown was just made: the shipment is shared' },
});
