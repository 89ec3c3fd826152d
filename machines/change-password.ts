import { assign, emit, fromPromise, setup } from 'xstate';
import { msg } from '@lingui/core/macro';
import type { NotifyEvent } from './notify.ts';
import { errorParams, fieldErrorsOf, hasCode, messageOf, notifyFailure, notifyServerMessage } from './failures.ts';
import type { ChangePasswordRequest } from '../src/api/contract/auth.ts';

/** What the card sends: the contract's request (the confirmation stays in the form). */
export type PasswordChange = ChangePasswordRequest;

export type ChangePasswordContext = {
  fieldErrors: Record<string, string[]>;
  /** Flips at each change, so the form starts empty again (0 or 1: the flow stays finite). */
  formVersion: 0 | 1;
};

export type ChangePasswordEvent = { type: 'SUBMIT'; values: PasswordChange };

const changePasswordMessages = {
  changed: msg({ id: 'profile-alert-change-password-success', message: 'Your password was changed.' }),
};

/**
 * The change-password card (docs/product.md#my-profile): current, new and confirmation, then
 * POST users/me/change-password. A wrong current password shows the server's message at that field
 * (docs/product.md#toasts).
 */
export const changePasswordMachine = setup({
  types: {
    context: {} as ChangePasswordContext,
    events: {} as ChangePasswordEvent,
    emitted: {} as NotifyEvent,
  },
  actors: {
    changePassword: fromPromise<unknown, PasswordChange>(async () => {
      throw new Error('changePassword is provided by the app');
    }),
  },
  actions: {
    clearFieldErrors: assign({ fieldErrors: {} }),
    assignFieldErrors: assign((_, params: { error: unknown }) => ({ fieldErrors: fieldErrorsOf(params.error) })),
    markCurrentPasswordWrong: assign((_, params: { error: unknown }) => ({ fieldErrors: { current_password: [messageOf(params.error)] } })),
    emptyForm: assign(({ context }) => ({ formVersion: context.formVersion === 0 ? (1 as const) : (0 as const) })),
    notifyChanged: emit({ type: 'notify', kind: 'success', message: changePasswordMessages.changed } as const),
    notifyServerMessage: emit((_, params: { error: unknown }) => notifyServerMessage(params.error)),
    notifyFailure: emit((_, params: { error: unknown }) => notifyFailure(params.error)),
  },
  guards: {
    isInvalidPassword: hasCode('INVALID_PASSWORD'),
    isFailedValidation: hasCode('FAILED_VALIDATION'),
  },
}).createMachine({
  id: 'changePassword',
  description: 'Changing the password from my profile.',
  context: { fieldErrors: {}, formVersion: 0 },
  initial: 'editing',
  states: {
    editing: {
      description: 'The card: current password, new password and its confirmation.',
      on: { SUBMIT: { target: 'saving', actions: 'clearFieldErrors' } },
    },
    saving: {
      description: 'POST api/users/me/change-password.',
      tags: ['loading'],
      invoke: {
        id: 'changePassword',
        src: 'changePassword',
        input: ({ event }) => event.values,
        onDone: { target: 'editing', actions: ['emptyForm', 'notifyChanged'] },
        onError: [
          {
            description: 'INVALID_PASSWORD: the current password is wrong; the server’s message at that field.',
            guard: { type: 'isInvalidPassword', params: errorParams },
            target: 'editing',
            actions: { type: 'markCurrentPasswordWrong', params: errorParams },
          },
          {
            description: 'FAILED_VALIDATION: the server’s field errors under the fields.',
            guard: { type: 'isFailedValidation', params: errorParams },
            target: 'editing',
            actions: [{ type: 'assignFieldErrors', params: errorParams }, { type: 'notifyServerMessage', params: errorParams }],
          },
          { target: 'editing', actions: { type: 'notifyFailure', params: errorParams } },
        ],
      },
    },
  },
});
