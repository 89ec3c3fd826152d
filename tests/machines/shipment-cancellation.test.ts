import { expect } from 'vitest';
import { failureMessages } from '../../machines/failures.ts';
import { shipmentCancellationMachine, shipmentCancellationMessages } from '../../machines/shipment-cancellation.ts';
import { testMachinePaths } from './support/path-walk.ts';
import { failure } from './support/toasts.ts';

const SHIPMENT_ID = 42;
const REFUSAL = 'The warehouse already started preparing this shipment.';

const events = [
  { type: 'ASK' },
  { type: 'CANCEL' },
  { type: 'CONFIRM' },
  { type: 'RETRY' },
  { type: 'xstate.done.actor.cancelShipment' },
  { type: 'xstate.error.actor.cancelShipment', error: failure('NOT_FOUND', { message: 'Not found.' }) },
  { type: 'xstate.error.actor.cancelShipment', error: failure('FAILED_VALIDATION', { message: REFUSAL, fieldErrors: { status: [REFUSAL] } }) },
  { type: 'xstate.error.actor.cancelShipment', error: failure('NETWORK_ERROR') },
  { type: 'xstate.error.actor.cancelShipment', error: failure('TOO_MANY_REQUESTS', { message: 'Too many.' }) },
  { type: 'xstate.error.actor.cancelShipment', error: failure('SERVER_ERROR', { message: 'Down.' }) },
];

type Step = { type: string; error?: { code: string } };
const codeOf = (event: Step) => event.error?.code;

// idle → confirming → cancelling → cancelled | refused | unreachable | idle.
testMachinePaths({
  machine: shipmentCancellationMachine,
  inputs: [{ shipmentId: SHIPMENT_ID }],
  events,
  checks: {
    idle: ({ snapshot, event, emitted }) => {
      expect(snapshot.hasTag('open')).toBe(false);
      expect(snapshot.context.refusal).toBeNull();
      expect(snapshot.context.shipmentId).toBe(SHIPMENT_ID);
      const code = codeOf(event as Step);
      if (code === 'TOO_MANY_REQUESTS') {
        expect(emitted).toEqual([{ type: 'notify', kind: 'error', message: failureMessages.tooManyRequests }]);
      } else if (code === 'SERVER_ERROR') {
        expect(emitted).toEqual([{ type: 'notify', kind: 'error', message: failureMessages.unexpected }]);
      } else {
        // Closed by the customer: nothing to say.
        expect(event.type).toBe('CANCEL');
        expect(emitted).toEqual([]);
      }
    },
    confirming: ({ snapshot, event, emitted }) => {
      expect(event.type).toBe('ASK');
      expect(snapshot.hasTag('open')).toBe(true);
      expect(snapshot.hasTag('loading')).toBe(false);
      expect(emitted).toEqual([]);
    },
    cancelling: ({ snapshot, emitted }) => {
      expect(snapshot.hasTag('open')).toBe(true);
      expect(snapshot.hasTag('loading')).toBe(true);
      expect(emitted).toEqual([]);
      // Nothing closes the dialog while the request is on its way.
      expect(snapshot.can({ type: 'CANCEL' })).toBe(false);
      const call = snapshot.children.cancelShipment?.getSnapshot() as { input?: unknown } | undefined;
      expect(call?.input).toEqual({ id: SHIPMENT_ID });
    },
    cancelled: ({ snapshot, event, emitted }) => {
      expect(snapshot.status).toBe('done');
      if (codeOf(event as Step) === 'NOT_FOUND') {
        expect(emitted).toEqual([{ type: 'notify', kind: 'info', message: shipmentCancellationMessages.alreadyGone }]);
      } else {
        expect(event.type).toBe('xstate.done.actor.cancelShipment');
        expect(emitted).toEqual([{ type: 'notify', kind: 'success', message: shipmentCancellationMessages.cancelled }]);
      }
    },
    refused: ({ snapshot, event, emitted }) => {
      expect(codeOf(event as Step)).toBe('FAILED_VALIDATION');
      expect(snapshot.hasTag('open')).toBe(true);
      expect(snapshot.hasTag('error')).toBe(true);
      // The server's own reason is shown in the dialog, not as a toast.
      expect(snapshot.context.refusal).toBe(REFUSAL);
      expect(emitted).toEqual([]);
      expect(snapshot.can({ type: 'RETRY' })).toBe(false);
    },
    unreachable: ({ snapshot, event, emitted }) => {
      expect(codeOf(event as Step)).toBe('NETWORK_ERROR');
      expect(snapshot.hasTag('open')).toBe(true);
      expect(snapshot.hasTag('error')).toBe(true);
      expect(snapshot.context.refusal).toBeNull();
      expect(emitted).toEqual([]);
      expect(snapshot.can({ type: 'RETRY' })).toBe(true);
    },
  },
});
