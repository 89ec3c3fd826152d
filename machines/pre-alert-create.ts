import { assign, emit, setup } from 'xstate';
import { msg } from '@lingui/core/macro';
import type { PreAlertCreateFields } from '../src/api/contract/pre-alerts.ts';
import type { NotifyEvent } from './notify.ts';
import { fieldErrorsOf, hasCode, notifyFailure } from './failures.ts';
import { savedOf, uploadErrorParams, uploadMachineFor, uploadOutputParams, uploadSaved, type UploadOutput } from './upload.ts';
import type { PageMeta } from './page.ts';

type FieldErrors = Record<string, string[]>;
/** What the form sent: the contract's fields, parsed, and the bill file; the upload child sends it. */
export type PreAlertDraft = PreAlertCreateFields & { invoice: File };
export type CreatedPreAlert = { id: number };

/** The upload child of the form: sends the draft, ends with the created pre-alert. */
export const preAlertUploadMachine = uploadMachineFor<PreAlertDraft, CreatedPreAlert>();

export type PreAlertCreateContext = {
  /** The values last sent, kept so a failed upload loses nothing (the file included). */
  draft: PreAlertDraft | null;
  fieldErrors: FieldErrors;
  created: CreatedPreAlert | null;
};

export type PreAlertCreateEvent =
  | { type: 'SUBMIT'; values: PreAlertDraft }
  /** The success modal closed (its button, Escape, or outside it). */
  | { type: 'CLOSE' };

const preAlertMessages = {
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
/** The page the flow leaves for (until then it shows on the page that hosts it): the pre-alerts list. */
export type PreAlertCreatePageName = 'preAlerts';

export const preAlertCreateMachine = setup({
  types: {
    context: {} as PreAlertCreateContext,
    meta: {} as PageMeta<PreAlertCreatePageName>,
    events: {} as PreAlertCreateEvent,
    emitted: {} as NotifyEvent,
    children: {} as { upload: 'upload' },
  },
  actors: {
    // The upload machine (machines/upload.ts) with the pre-alert's `sendBody`, provided by the app.
    upload: preAlertUploadMachine,
  },
  actions: {
    assignDraft: assign((_, params: { values: PreAlertDraft }) => ({ draft: params.values, fieldErrors: {} })),
    assignCreated: assign((_, params: { output: UploadOutput<CreatedPreAlert> }) => ({ created: savedOf(params.output) })),
    assignFieldErrors: assign((_, params: { error: unknown }) => ({ fieldErrors: fieldErrorsOf(params.error) })),
    notifyCostError: emit({ type: 'notify', kind: 'error', message: preAlertMessages.costError } as const),
    notifyFileTooLarge: emit({ type: 'notify', kind: 'error', message: preAlertMessages.fileTooLarge } as const),
    notifyFileType: emit({ type: 'notify', kind: 'error', message: preAlertMessages.fileType } as const),
    notifyFailure: emit((_, params: { error: unknown }) => notifyFailure(params.error)),
  },
  guards: {
    isUploadSaved: uploadSaved,
    isFailedValidation: hasCode('FAILED_VALIDATION'),
    isPayloadTooLarge: hasCode('PAYLOAD_TOO_LARGE'),
    isUnsupportedMedia: hasCode('UNSUPPORTED_MEDIA'),
  },
}).createMachine({
  id: 'preAlertCreate',
  description: 'A new pre-alert: the form, the upload of the bill, and the confirmation.',
  context: { draft: null, fieldErrors: {}, created: null },
  initial: 'editing',
  states: {
    editing: {
      description: 'The form, with what was typed and the server’s field errors of the last try.',
      on: {
        SUBMIT: { target: 'uploading', actions: { type: 'assignDraft', params: ({ event }) => ({ values: event.values }) } },
      },
    },
    uploading: {
      description: 'POST api/pre-alerts (multipart, the bill as `invoice`), with a progress bar (the upload child).',
      tags: ['loading'],
      invoke: {
        id: 'upload',
        src: 'upload',
        // Only SUBMIT enters `uploading`, and it keeps the draft first.
        input: ({ context }) => ({ body: context.draft! }),
        onDone: [
          {
            description: 'The pre-alert is saved.',
            guard: { type: 'isUploadSaved', params: uploadOutputParams },
            target: 'created',
            actions: { type: 'assignCreated', params: uploadOutputParams },
          },
          {
            description: 'FAILED_VALIDATION: the cost-error toast and the server’s field errors.',
            guard: { type: 'isFailedValidation', params: uploadErrorParams },
            target: 'editing',
            actions: [{ type: 'assignFieldErrors', params: uploadErrorParams }, 'notifyCostError'],
          },
          {
            description: 'PAYLOAD_TOO_LARGE: the bill is over the limit.',
            guard: { type: 'isPayloadTooLarge', params: uploadErrorParams },
            target: 'editing',
            actions: [{ type: 'assignFieldErrors', params: uploadErrorParams }, 'notifyFileTooLarge'],
          },
          {
            description: 'UNSUPPORTED_MEDIA: the bill’s content is not JPEG, PNG or PDF.',
            guard: { type: 'isUnsupportedMedia', params: uploadErrorParams },
            target: 'editing',
            actions: [{ type: 'assignFieldErrors', params: uploadErrorParams }, 'notifyFileType'],
          },
          {
            description: 'Any other failure (no network, the server’s error): its toast; the form keeps every value.',
            target: 'editing',
            actions: { type: 'notifyFailure', params: uploadErrorParams },
          },
        ],
      },
    },
    created: {
      description: 'The pre-alert is saved: a modal says so and leads back to the list.',
      on: { CLOSE: 'closed' },
    },
    closed: {
      meta: { page: 'preAlerts' },
      description: 'The modal was closed: back to the list of pre-alerts.',
      type: 'final',
    },
  },
});
