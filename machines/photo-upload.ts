import { assign, emit, fromCallback, setup } from 'xstate';
import { msg } from '@lingui/core/macro';
import type { NotifyEvent } from './notify.ts';
import { codeOf, errorParams, hasCode, notifyFailure } from './failures.ts';
import { uploadPercent, type UploadReport } from './upload.ts';

/** What the flow reads of a chosen file: its size and type (the app's actor sends the file itself). */
export type ChosenPhoto = { size: number; type: string };
export type PhotoUploadInput = { maxBytes: number; types: readonly string[] };
export type SavedPhoto = object;

export type PhotoUploadContext = PhotoUploadInput & {
  photo: ChosenPhoto | null;
  progress: number;
};

export type PhotoUploadEvent = { type: 'CHOOSE'; photo: ChosenPhoto } | UploadReport<SavedPhoto>;

export const photoMessages = {
  tooLarge: msg({ id: 'profile-alert-photo-too-large', message: 'The image must be smaller than 10 MB.' }),
  type: msg({ id: 'profile-alert-photo-type', message: 'Unsupported image format (JPEG or PNG).' }),
  saved: msg({ id: 'profile-alert-photo-success', message: 'Your profile picture was updated.' }),
  failed: msg({ id: 'profile-alert-photo-error', message: 'We could not update your profile picture. Please try again.' }),
};

const photoParams = ({ event }: { event: { photo: ChosenPhoto } }) => ({ photo: event.photo });

/**
 * The profile picture (spec §5): a chosen file is checked (JPEG or PNG, under the limit) before it
 * goes up; the upload shows its progress; success shows the new picture, any failure a toast.
 */
export const photoUploadMachine = setup({
  types: {
    context: {} as PhotoUploadContext,
    events: {} as PhotoUploadEvent,
    input: {} as PhotoUploadInput,
    emitted: {} as NotifyEvent,
  },
  actors: {
    // Sends the photo; reports UPLOAD_PROGRESS, then UPLOAD_DONE or UPLOAD_FAILED, to the flow.
    uploadPhoto: fromCallback<PhotoUploadEvent, { photo: ChosenPhoto }>(() => {
      throw new Error('uploadPhoto is provided by the app');
    }),
  },
  actions: {
    assignPhoto: assign((_, params: { photo: ChosenPhoto }) => ({ photo: params.photo, progress: 0 })),
    assignProgress: assign((_, params: { loaded: number; total: number }) => ({ progress: uploadPercent(params) })),
    forgetPhoto: assign({ photo: null, progress: 0 }),
    // Provided by the app: the session (and so the contact card) takes the client with its new picture.
    announcePhoto: (_, _params: { client: SavedPhoto }) => {},
    notifyTooLarge: emit({ type: 'notify', kind: 'error', message: photoMessages.tooLarge } as const),
    notifyType: emit({ type: 'notify', kind: 'error', message: photoMessages.type } as const),
    notifySaved: emit({ type: 'notify', kind: 'success', message: photoMessages.saved } as const),
    notifyFailed: emit((_, params: { error: unknown }) =>
      codeOf(params.error) === 'NETWORK_ERROR' ? notifyFailure(params.error) : { type: 'notify' as const, kind: 'error' as const, message: photoMessages.failed },
    ),
  },
  guards: {
    isUnsupportedType: ({ context }, params: { photo: ChosenPhoto }) => !context.types.includes(params.photo.type),
    isTooLarge: ({ context }, params: { photo: ChosenPhoto }) => params.photo.size > context.maxBytes,
    isPayloadTooLarge: hasCode('PAYLOAD_TOO_LARGE'),
    isUnsupportedMedia: hasCode('UNSUPPORTED_MEDIA'),
  },
}).createMachine({
  id: 'photoUpload',
  description: 'Changing the profile picture.',
  context: ({ input }) => ({ ...input, photo: null, progress: 0 }),
  initial: 'idle',
  states: {
    idle: {
      description: 'The contact card with the current picture (a person placeholder without one) and the change-picture link.',
      on: {
        CHOOSE: [
          {
            description: 'Not a JPEG or PNG: the format message.',
            guard: { type: 'isUnsupportedType', params: photoParams },
            actions: 'notifyType',
          },
          {
            description: 'Over 10 MB: the size message.',
            guard: { type: 'isTooLarge', params: photoParams },
            actions: 'notifyTooLarge',
          },
          { target: 'uploading', actions: { type: 'assignPhoto', params: photoParams } },
        ],
      },
    },
    uploading: {
      description: 'PATCH api/clients/me/profile-picture (multipart `profile_picture`), with a progress bar.',
      tags: ['loading'],
      invoke: { id: 'uploadPhoto', src: 'uploadPhoto', input: ({ context }) => ({ photo: context.photo ?? { size: 0, type: '' } }) },
      on: {
        UPLOAD_PROGRESS: { actions: { type: 'assignProgress', params: ({ event }) => ({ loaded: event.loaded, total: event.total }) } },
        UPLOAD_DONE: {
          target: 'idle',
          actions: [{ type: 'announcePhoto', params: ({ event }) => ({ client: event.saved }) }, 'forgetPhoto', 'notifySaved'],
        },
        UPLOAD_FAILED: [
          {
            description: 'PAYLOAD_TOO_LARGE: the server agrees it is over the limit.',
            guard: { type: 'isPayloadTooLarge', params: errorParams },
            target: 'idle',
            actions: ['forgetPhoto', 'notifyTooLarge'],
          },
          {
            description: 'UNSUPPORTED_MEDIA: its content is not a JPEG or PNG, whatever its name says.',
            guard: { type: 'isUnsupportedMedia', params: errorParams },
            target: 'idle',
            actions: ['forgetPhoto', 'notifyType'],
          },
          { target: 'idle', actions: ['forgetPhoto', { type: 'notifyFailed', params: errorParams }] },
        ],
      },
    },
  },
});
