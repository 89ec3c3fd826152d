import { expect } from 'vitest';
import { failureMessages } from '../../machines/failures.ts';
import { recipientRemovalMachine, recipientRemovalMessages } from '../../machines/recipient-removal.ts';
import { testMachinePaths } from './support/path-walk.ts';
import { failure } from './support/toasts.ts';

const luis = { id: 3, display_name: 'Luis Rojas' };

const events = [
  { type: 'ASK', recipient: luis },
  { type: 'CANCEL' },
  { type: 'CONFIRM' },
  { type: 'xstate.done.actor.removeRecipient' },
  { type: 'xstate.error.actor.removeRecipient', error: failure('NOT_FOUND', { message: 'Not found.' }) },
  { type: 'xstate.error.actor.removeRecipient', error: failure('TOO_MANY_REQUESTS', { message: 'Too many.' }) },
  { type: 'xstate.error.actor.removeRecipient', error: failure('NETWORK_ERROR') },
  { type: 'xstate.error.actor.removeRecipient', error: failure('SERVER_ERROR', { message: 'Down.' }) },
];

type Step = { type: string; error?: { code: string } };
/** What each answer of the server shows, and whether the recipient leaves the list. */
const outcome: Record<string, { toast: object; kind: string; removed: boolean }> = {
  done: { toast: recipientRemovalMessages.deleted, kind: 'success', removed: true },
  NOT_FOUND: { toast: recipientRemovalMessages.alreadyDeleted, kind: 'info', removed: true },
  TOO_MANY_REQUESTS: { toast: failureMessages.tooManyRequests, kind: 'error', removed: false },
  NETWORK_ERROR: { toast: failureMessages.unreachable, kind: 'error', removed: false },
  SERVER_ERROR: { toast: recipientRemovalMessages.notDeleted, kind: 'error', removed: false },
};

/** Whether a step was an answer of the server that takes the recipient off the list. */
const removedBy = ({ event }: { event: Step }) =>
  event.type.startsWith('xstate.') && outcome[event.error?.code ?? 'done']!.removed;

// idle → confirming → idle | deleting → idle with the server’s answer.
testMachinePaths({
  machine: recipientRemovalMachine,
  events,
  checks: {
    idle: ({ snapshot, event, emitted, path }) => {
      // The dialog is closed and asks about nobody.
      expect(snapshot.hasTag('open')).toBe(false);
      expect(snapshot.context.recipient).toBeNull();
      // An answer that removed the recipient (done, NOT_FOUND) put its id, once, among the ids the
      // list leaves out; a cancel or any other failure did not.
      expect(snapshot.context.removedIds).toEqual(path.some(removedBy) ? [luis.id] : []);
      if (event.type === 'CANCEL') {
        expect(emitted).toEqual([]);
        return;
      }
      const expected = outcome[(event as Step).error?.code ?? 'done']!;
      expect(emitted).toEqual([{ type: 'notify', kind: expected.kind, message: expected.toast }]);
    },
    confirming: ({ snapshot, event, emitted }) => {
      expect(event.type).toBe('ASK');
      expect(snapshot.hasTag('open')).toBe(true);
      expect(snapshot.hasTag('loading')).toBe(false);
      expect(snapshot.context.recipient).toEqual(luis);
      expect(emitted).toEqual([]);
    },
    deleting: ({ snapshot, emitted }) => {
      expect(snapshot.hasTag('open')).toBe(true);
      expect(snapshot.hasTag('loading')).toBe(true);
      expect(emitted).toEqual([]);
      // Cancel does nothing while the request is on its way.
      expect(snapshot.can({ type: 'CANCEL' })).toBe(false);
      const call = snapshot.children.removeRecipient?.getSnapshot() as { input?: unknown } | undefined;
      expect(call?.input).toEqual({ id: 3 });
    },
  },
});
