import { assign, emit, setup } from 'xstate';
import { msg } from '@lingui/core/macro';
import type { Client } from '../src/api/contract/client.ts';
import type { NotifyEvent } from './notify.ts';
import { codeOf, hasCode, notifyFailure } from './failures.ts';
import { savedOf, uploadErrorParams, uploadMachineFor, uploadOutputParams, uploadSaved } from './upload.ts';

/** The chosen file: the flow reads its size and type; the upload child sends it as it is. */
export type ChosenPhoto = File;
export type PhotoUploadInput = { maxBytes: number; types: readonly string[] };
/** The server answers with the client, its new picture included. */
export type SavedPhoto = Client;

/** The upload child of the picture: sends the file, ends with the client. */
export const pictureUploadMachine = uploadMachineFor<ChosenPhoto, SavedPhoto>();

export type PhotoUploadContext = PhotoUploadInput & {
  photo: ChosenPhoto | null;
};

export type PhotoUploadEvent = { type: 'CHOOSE'; photo: ChosenPhoto };

const photoMessages = {
  tooLarge: msg({ id: 'profile-alert-photo-too-large', message: 'The image must be smaller than 10 MB.' }),
  type: msg({ id: 'profile-alert-photo-type', message: 'Unsupported image format (JPEG or PNG).' }),
  saved: msg({ id: 'profile-alert-photo-success', message: 'Your profile picture was updated.' }),
  failed: msg({ id: 'profile-alert-photo-error', message: 'We could not update your profile picture. Please try again.' }),
};

const photoParams = ({ event }: { event: { photo: ChosenPhoto } }) => ({ photo: event.photo });

/**
 * The profile picture (docs/product.md#my-profile): a chosen file is checked (JPEG or PNG, under the limit) before it
 * goes up; the upload shows its progress; success shows the new picture, any failure a toast.
 */
export const photoUploadMachine = setup({
  types: {
    context: {} as PhotoUploadContext,
    events: {} as PhotoUploadEvent,
    input: {} as PhotoUploadInput,
    emitted: {} as NotifyEvent,
    children: {} as { upload: 'upload' },
  },
  actors: {
    // The upload machine (machines/upload.ts) with the picture's `sendBody`, provided by the app.
    upload: pictureUploadMachine,
  },
  actions: {
    assignPhoto: assign((_, params: { photo: ChosenPhoto }) => ({ photo: params.photo })),
    forgetPhoto: assign({ photo: null }),
    // Provided by the app: the session (and so the contact card) takes the client with its new picture.
    announcePhoto: (_, _params: { client: SavedPhoto | null }) => {},
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
    isUploadSaved: uploadSaved,
    isPayloadTooLarge: hasCode('PAYLOAD_TOO_LARGE'),
    isUnsupportedMedia: hasCode('UNSUPPORTED_MEDIA'),
  },
}).createMachine({
  id: 'photoUpload',
  description: 'Changing the profile picture.',
  context: ({ input }) => ({ ...input, photo: null }),
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
      description: 'PATCH api/clients/me/profile-picture (multipart `profile_picture`), with a progress bar (the upload child).',
      tags: ['loading'],
      invoke: {
        id: 'upload',
        src: 'upload',
        // Only an accepted CHOOSE enters `uploading`, and it keeps the photo first.
        input: ({ context }) => ({ body: context.photo! }),
        onDone: [
          {
            description: 'Saved: the new picture shows in the card and the header.',
            guard: { type: 'isUploadSaved', params: uploadOutputParams },
            target: 'idle',
            actions: [
              { type: 'announcePhoto', params: ({ event }) => ({ client: savedOf(event.output) }) },
              'forgetPhoto',
              'notifySaved',
            ],
          },
          {
            description: 'PAYLOAD_TOO_LARGE: the server agrees it is over the limit.',
            guard: { type: 'isPayloadTooLarge', params: uploadErrorParams },
            target: 'idle',
            actions: ['forgetPhoto', 'notifyTooLarge'],
          },
          {
            description: 'UNSUPPORTED_MEDIA: its content is not a JPEG or PNG, whatever its name says.',
            guard: { type: 'isUnsupportedMedia', params: uploadErrorParams },
            target: 'idle',
            actions: ['forgetPhoto', 'notifyType'],
          },
          { description: 'Any other failure: its toast.', target: 'idle', actions: ['forgetPhoto', { type: 'notifyFailed', params: uploadErrorParams }] },
        ],
      },
    },
  },
});
