import { assign, emit, fromCallback, setup } from 'xstate';
import { msg } from '@lingui/core/macro';
import type { NotifyEvent } from './notify.ts';
import { errorParams, fieldErrorsOf, hasCode, notifyFailure } from './failures.ts';
import { uploadPercent, type UploadReport } from './upload.ts';

export type FieldErrors = Record<string, string[]>;
/** What the form sent (the text fields, parsed, and the bill file); the app's actor sends it. */
export type PreAlertDraft = Record<string, unknown>;
export type CreatedPreAlert = { id: number };

export type PreAlertCreateContext = {
  /** The values last sent, kept so a failed upload loses nothing (the file included). */
  draft: PreAlertDraft | null;
  /** Percent of the body sent, 0–100. */
  progress: number;
  fieldErrors: FieldErrors;
  created: CreatedPreAlert | null;
};

export type PreAlertCreateEvent = { type: 'SUBMIT'; values: PreAlertDraft } | UploadReport<CreatedPreAlert>;

export const preAlertMessages = {
  costError: msg({
    id: 'create-prealerts-alert-cost-error',
    message: 'The pre-alert could not be created. Check the marked fields: the USD value must equal the value on the bill.',
  }),
  fileTooLarge: msg({ id: 'create-prealerts-alert-file-too-large', message: 'The bill is too large.' }),
  fileType: msg({ id: 'create-prealerts-alert-file-type', message: 'The bill must be a JPEG, PNG or PDF file.' }),
};

/**
 * Creating a pre-alert: the form, the upload of its bill with a progress bar, then a success
 * modal that leads back to the list. A failed upload returns to the form as it was typed.
 */
export const preAlertCreateMachine = setup({
  types: {
    context: {} as PreAlertCreateContext,
    events: {} as PreAlertCreateEvent,
    emitted: {} as NotifyEvent,
  },
  actors: {
    // Sends the draft; reports UPLOAD_PROGRESS, then UPLOAD_DONE or UPLOAD_FAILED, to the flow.
    uploadPreAlert: fromCallback<PreAlertCreateEvent, { draft: PreAlertDraft }>(() => {
      throw new Error('uploadPreAlert is provided by the app');
    }),
  },
  actions: {
    assignDraft: assign((_, params: { values: PreAlertDraft }) => ({ draft: params.values, fieldErrors: {}, progress: 0 })),
    assignProgress: assign((_, params: { loaded: number; total: number }) => ({ progress: uploadPercent(params) })),
    assignCreated: assign((_, params: { preAlert: CreatedPreAlert }) => ({ created: params.preAlert, progress: 100 })),
    assignFieldErrors: assign((_, params: { error: unknown }) => ({ fieldErrors: fieldErrorsOf(params.error), progress: 0 })),
    resetProgress: assign({ progress: 0 }),
    notifyCostError: emit({ type: 'notify', kind: 'error', message: preAlertMessages.costError } as const),
    notifyFileTooLarge: emit({ type: 'notify', kind: 'error', message: preAlertMessages.fileTooLarge } as const),
    notifyFileType: emit({ type: 'notify', kind: 'error', message: preAlertMessages.fileType } as const),
    notifyFailure: emit((_, params: { error: unknown }) => notifyFailure(params.error)),
  },
  guards: {
    isFailedValidation: hasCode('FAILED_VALIDATION'),
    isPayloadTooLarge: hasCode('PAYLOAD_TOO_LARGE'),
    isUnsupportedMedia: hasCode('UNSUPPORTED_MEDIA'),
  },
}).createMachine({
  id: 'preAlertCreate',
  description: 'A new pre-alert: the form, the upload of the bill, and the confirmation.',
  context: { draft: null, progress: 0, fieldErrors: {}, created: null },
  initial: 'editing',
  states: {
    editing: {
      description: 'The form, with what was typed and the server’s field errors of the last try.',
      on: {
        SUBMIT: { target: 'uploading', actions: { type: 'assignDraft', params: ({ event }) => ({ values: event.values }) } },
      },
    },
    uploading: {
      description: 'POST api/pre-alerts (multipart, the bill as `invoice`), with a progress bar.',
      tags: ['loading'],
      invoke: { id: 'uploadPreAlert', src: 'uploadPreAlert', input: ({ context }) => ({ draft: context.draft ?? {} }) },
      on: {
        UPLOAD_PROGRESS: { actions: { type: 'assignProgress', params: ({ event }) => ({ loaded: event.loaded, total: event.total }) } },
        UPLOAD_DONE: { target: 'created', actions: { type: 'assignCreated', params: ({ event }) => ({ preAlert: event.saved }) } },
        UPLOAD_FAILED: [
          {
            description: 'FAILED_VALIDATION: the cost-error toast and the server’s field errors.',
            guard: { type: 'isFailedValidation', params: errorParams },
            target: 'editing',
            actions: [{ type: 'assignFieldErrors', params: errorParams }, 'notifyCostError'],
          },
          {
            description: 'PAYLOAD_TOO_LARGE: the bill is over the limit.',
            guard: { type: 'isPayloadTooLarge', params: errorParams },
            target: 'editing',
            actions: [{ type: 'assignFieldErrors', params: errorParams }, 'notifyFileTooLarge'],
          },
          {
            description: 'UNSUPPORTED_MEDIA: the bill’s content is not JPEG, PNG or PDF.',
            guard: { type: 'isUnsupportedMedia', params: errorParams },
            target: 'editing',
            actions: [{ type: 'assignFieldErrors', params: errorParams }, 'notifyFileType'],
          },
          { target: 'editing', actions: ['resetProgress', { type: 'notifyFailure', params: errorParams }] },
        ],
      },
    },
    created: {
      description: 'The pre-alert is saved: a modal leads back to the list.',
      type: 'final',
    },
  },
});
