import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { failureMessages } from '../../machines/failures.ts';
import {
  isSaving, noticeSettingsMachine, noticeSettingsMessages, shownSwitch, type EmailSwitches, type NoticeSettingsContext,
} from '../../machines/notice-settings.ts';
import { NOTICE_KINDS } from '../../src/api/contract/notices.ts';
import { named } from '../support/path-words.ts';
import { testMachinePaths } from './support/path-walk.ts';
import { failure, toastIds } from './support/toasts.ts';

const allOn = Object.fromEntries(NOTICE_KINDS.map((kind) => [kind, true])) as EmailSwitches;
/** What the server answers to any change in these walks. */
const answer: EmailSwitches = { ...allOn, PACKAGE_RECEIVED: false };

const events = [
  named('package received off', { type: 'SWITCH', kind: 'PACKAGE_RECEIVED', on: false }),
  named('storage ending off', { type: 'SWITCH', kind: 'STORAGE_ENDING', on: false }),
  named('saved', { type: 'xstate.done.actor.saveSwitches', output: answer }),
  { type: 'xstate.error.actor.saveSwitches', error: failure('NETWORK_ERROR') },
  { type: 'xstate.error.actor.saveSwitches', error: failure('TOO_MANY_REQUESTS', { message: 'Too many.' }) },
  { type: 'xstate.error.actor.saveSwitches', error: failure('SERVER_ERROR', { message: 'Down.' }) },
];

const sentOf = (snapshot: { children: Record<string, { getSnapshot(): unknown } | undefined> }) =>
  (snapshot.children.saveSwitches?.getSnapshot() as { input?: { email: object } } | undefined)?.input?.email;

const TOAST_OF: Record<string, string | undefined> = {
  NETWORK_ERROR: failureMessages.unreachable.id,
  TOO_MANY_REQUESTS: failureMessages.tooManyRequests.id,
  SERVER_ERROR: noticeSettingsMessages.notSaved.id,
};

/** The toast a failed save shows; none after anything else. */
const expectedToasts = (event: { type: string; error?: unknown }) =>
  event.type === 'xstate.error.actor.saveSwitches' ? [TOAST_OF[(event.error as { code: string }).code]] : [];

// ready → saving → saved | notSaved; a change while saving waits and goes with the next call.
testMachinePaths({
  machine: noticeSettingsMachine,
  events,
  checks: {
    ready: ({ snapshot, emitted }) => {
      expect(snapshot.context).toEqual({ answered: null, sending: {}, queued: {} });
      expect(emitted).toEqual([]);
    },
    saving: ({ snapshot, event, emitted, path }) => {
      const { context } = snapshot;
      expect(snapshot.hasTag('saving')).toBe(true);
      // The call carries exactly the changes on their way; each shows as chosen and as saving.
      expect(sentOf(snapshot)).toEqual(context.sending);
      expect(Object.keys(context.sending).length).toBeGreaterThan(0);
      for (const [kind, on] of Object.entries({ ...context.sending, ...context.queued })) {
        expect(isSaving(context, kind as never)).toBe(true);
        expect(shownSwitch(context, allOn, kind as never)).toBe(on);
      }
      const before = path.at(-2)?.snapshot;
      if (event.type === 'SWITCH' && before?.matches('saving')) {
        // A change made while another is on its way waits: the call on its way is the same.
        expect(context.sending).toEqual(before.context.sending);
        expect(context.queued).toEqual({ ...before.context.queued, [(event as unknown as { kind: string }).kind]: false });
      } else {
        expect(context.queued).toEqual({});
      }
      expect(toastIds(emitted)).toEqual(expectedToasts(event));
    },
    saved: ({ snapshot, emitted }) => {
      expect(snapshot.context).toEqual({ answered: answer, sending: {}, queued: {} });
      expect(snapshot.hasTag('saving')).toBe(false);
      for (const kind of NOTICE_KINDS) expect(shownSwitch(snapshot.context, allOn, kind)).toBe(answer[kind]);
      expect(emitted).toEqual([]);
    },
    notSaved: ({ snapshot, event, emitted, path }) => {
      const { context } = snapshot;
      expect(context.sending).toEqual({});
      expect(context.queued).toEqual({});
      // The switches go back to the server's last answer, or to what was loaded.
      const answeredBefore = path.some((step) => step.event.type === 'xstate.done.actor.saveSwitches');
      expect(context.answered).toEqual(answeredBefore ? answer : null);
      for (const kind of NOTICE_KINDS) expect(shownSwitch(context, allOn, kind)).toBe((answeredBefore ? answer : allOn)[kind]);
      expect(toastIds(emitted)).toEqual(expectedToasts(event));
    },
  },
});

describe('noticeSettings: changes made while one is on its way', () => {
  it('go together in the next call, once the first is answered', async () => {
    const sent: object[] = [];
    let answerFirst: (value: EmailSwitches) => void = () => {};
    const actor = createActor(
      noticeSettingsMachine.provide({
        actors: {
          saveSwitches: fromPromise(({ input }: { input: { email: Partial<EmailSwitches> } }) => {
            sent.push(input.email);
            return sent.length === 1 ? new Promise<EmailSwitches>((resolve) => (answerFirst = resolve)) : Promise.resolve({ ...allOn, ...input.email });
          }),
        },
      }),
    ).start();
    actor.send({ type: 'SWITCH', kind: 'PACKAGE_RECEIVED', on: false });
    actor.send({ type: 'SWITCH', kind: 'INVOICE_ISSUED', on: false });
    actor.send({ type: 'SWITCH', kind: 'PAYMENT_REJECTED', on: false });
    const context: NoticeSettingsContext = actor.getSnapshot().context;
    expect(shownSwitch(context, allOn, 'PAYMENT_REJECTED')).toBe(false);
    answerFirst({ ...allOn, PACKAGE_RECEIVED: false });
    await waitFor(actor, (s) => s.matches('saved'));
    expect(sent).toEqual([{ PACKAGE_RECEIVED: false }, { INVOICE_ISSUED: false, PAYMENT_REJECTED: false }]);
    actor.stop();
  });
});
