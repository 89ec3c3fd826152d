import { assign, emit, fromPromise, setup } from 'xstate';
import { msg } from '@lingui/core/macro';
import type { NoticeSettings } from '../src/api/contract/notice-settings.ts';
import type { NoticeKind } from '../src/api/contract/notices.ts';
import { codeOf, notifyFailure } from './failures.ts';
import type { NotifyEvent } from './notify.ts';

/** Every e-mail switch, as the server answers them. */
export type EmailSwitches = NoticeSettings['email'];
/** Some switches, as the customer set them. */
export type SwitchChanges = Partial<EmailSwitches>;

export type NoticeSettingsContext = {
  /** Every switch as the last PATCH answered; null until one did (the page shows what GET loaded). */
  answered: EmailSwitches | null;
  /** The changes on their way to the server. */
  sending: SwitchChanges;
  /** The changes made while others were on their way: sent next, together. */
  queued: SwitchChanges;
};

export type NoticeSettingsEvent = { type: 'SWITCH'; kind: NoticeKind; on: boolean };

export const noticeSettingsMessages = {
  notSaved: msg`Your change could not be saved. Please try again.`,
};

/** What a switch shows: the customer's latest choice, else the server's last answer, else what was loaded. */
export function shownSwitch(context: NoticeSettingsContext, loaded: EmailSwitches, kind: NoticeKind): boolean {
  return context.queued[kind] ?? context.sending[kind] ?? (context.answered ?? loaded)[kind];
}

/** Whether a switch's change is still on its way. */
export const isSaving = (context: NoticeSettingsContext, kind: NoticeKind): boolean => kind in context.queued || kind in context.sending;

/**
 * The Settings page's e-mail switches (docs/product.md#notices): each change is sent at once
 * (PATCH api/notice-settings) and shows as saving until the server answers; a change made
 * meanwhile waits and goes with the next call. A change that fails goes back, with a toast. The
 * switches themselves are loaded by the page (GET api/notice-settings). The app provides
 * `saveSwitches`.
 */
export const noticeSettingsMachine = setup({
  types: {
    context: {} as NoticeSettingsContext,
    events: {} as NoticeSettingsEvent,
    emitted: {} as NotifyEvent,
  },
  actors: {
    saveSwitches: fromPromise<EmailSwitches, { email: SwitchChanges }>(async () => {
      throw new Error('saveSwitches is provided by the app');
    }),
  },
  actions: {
    queueChange: assign(({ context }, params: { kind: NoticeKind; on: boolean }) => ({ queued: { ...context.queued, [params.kind]: params.on } })),
    sendQueued: assign(({ context }) => ({ sending: context.queued, queued: {} })),
    assignAnswered: assign((_, params: { email: EmailSwitches }) => ({ answered: params.email, sending: {} })),
    // The changes sent go back to what the server had; the ones queued meanwhile stay.
    dropSending: assign({ sending: {} }),
    notifyNotSaved: emit((_, params: { error: unknown }) => {
      const code = codeOf(params.error);
      return code === 'TOO_MANY_REQUESTS' || code === 'NETWORK_ERROR'
        ? notifyFailure(params.error)
        : ({ type: 'notify', kind: 'error', message: noticeSettingsMessages.notSaved } as const);
    }),
  },
  guards: {
    hasQueued: ({ context }) => Object.keys(context.queued).length > 0,
  },
}).createMachine({
  id: 'noticeSettings',
  description: 'The e-mail switches on the Settings page, each change saved at once.',
  context: { answered: null, sending: {}, queued: {} },
  initial: 'ready',
  on: {
    SWITCH: {
      target: '.saving',
      actions: { type: 'queueChange', params: ({ event }) => ({ kind: event.kind, on: event.on }) },
    },
  },
  states: {
    ready: { description: 'Every switch shows what the server has; nothing changed yet.' },
    saving: {
      description: 'The changes are on their way; their switches show it. A change made now waits for the next call.',
      tags: ['saving'],
      entry: 'sendQueued',
      on: {
        SWITCH: { actions: { type: 'queueChange', params: ({ event }) => ({ kind: event.kind, on: event.on }) } },
      },
      invoke: {
        id: 'saveSwitches',
        src: 'saveSwitches',
        input: ({ context }) => ({ email: context.sending }),
        onDone: [
          {
            description: 'Saved, and changes were made meanwhile: they go now.',
            guard: 'hasQueued',
            target: 'saving',
            reenter: true,
            actions: { type: 'assignAnswered', params: ({ event }) => ({ email: event.output }) },
          },
          { target: 'saved', actions: { type: 'assignAnswered', params: ({ event }) => ({ email: event.output }) } },
        ],
        onError: [
          {
            description: 'Not saved: those switches go back, with a toast; the changes made meanwhile go now.',
            guard: 'hasQueued',
            target: 'saving',
            reenter: true,
            actions: ['dropSending', { type: 'notifyNotSaved', params: ({ event }) => ({ error: event.error }) }],
          },
          {
            description: 'Not saved: those switches go back, with a toast.',
            target: 'notSaved',
            actions: ['dropSending', { type: 'notifyNotSaved', params: ({ event }) => ({ error: event.error }) }],
          },
        ],
      },
    },
    saved: { description: 'Every change is saved: "Saved." is shown.' },
    notSaved: { description: 'The last change could not be saved: its switch is back as it was.' },
  },
});
