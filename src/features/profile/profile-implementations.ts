import { fromCallback, fromPromise } from 'xstate';
import type { SnapshotFrom } from 'xstate';
import { changePasswordMachine, type PasswordChange } from '../../../machines/change-password.ts';
import { contactSaveMachine, type ContactValues, type SavedContact } from '../../../machines/contact-save.ts';
import { photoUploadMachine, pictureUploadMachine, type ChosenPhoto, type SavedPhoto } from '../../../machines/photo-upload.ts';
import type { UploadInput, UploadReport } from '../../../machines/upload.ts';
import type { Client } from '../../api/contract/client.ts';
import type { ClientsApi } from '../../api/clients.ts';
import type { ProfileApi } from '../../api/profile.ts';
import type { SessionActor } from '../../lib/session-context.ts';
import { reportUpload } from '../../lib/upload-actor.ts';

/** The session learns the saved client: the header's name, the contact card's picture. */
function announceClient(session: SessionActor, client: Client) {
  session.send({ type: 'CLIENT_SAVED', client });
}

export function provideContactSave(clients: ClientsApi, clientId: number, session: SessionActor) {
  return contactSaveMachine.provide({
    actors: {
      saveContact: fromPromise<SavedContact, { values: ContactValues }>(({ input }) => clients.update(clientId, input.values)),
    },
    actions: { announceContact: (_, params) => announceClient(session, params.client) },
  });
}

export function provideChangePassword(profile: ProfileApi) {
  return changePasswordMachine.provide({
    actors: { changePassword: fromPromise<unknown, PasswordChange>(({ input }) => profile.changePassword(input)) },
  });
}

/** The picture goes up as it was chosen (the flow's CHOOSE event carries the File itself), in the upload child. */
export function providePhotoUpload(profile: ProfileApi, session: SessionActor) {
  const upload = pictureUploadMachine.provide({
    actors: {
      sendBody: fromCallback<UploadReport<SavedPhoto>, UploadInput<ChosenPhoto>>(({ input, sendBack }) =>
        reportUpload(sendBack, (progress) => profile.uploadPicture({ file: input.body, ...progress }), (client) => client),
      ),
    },
  });
  return photoUploadMachine.provide({
    actors: { upload },
    actions: {
      announcePhoto: (_, params) => {
        if (params.client) announceClient(session, params.client);
      },
    },
  });
}

/** The percent of the picture sent, 0–100, from the upload child's snapshot (none: 0). */
export const progressOf = (upload: SnapshotFrom<typeof pictureUploadMachine> | undefined) => upload?.context.progress ?? 0;
