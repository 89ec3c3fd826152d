import { fromCallback, fromPromise } from 'xstate';
import type { ActorRefFrom } from 'xstate';
import { changePasswordMachine, type PasswordChange } from '../../../machines/change-password.ts';
import { contactSaveMachine, type ContactValues, type SavedContact } from '../../../machines/contact-save.ts';
import { photoUploadMachine, type ChosenPhoto, type PhotoUploadEvent } from '../../../machines/photo-upload.ts';
import type { Client, ClientUpdate } from '../../api/contract/client.ts';
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
      saveContact: fromPromise<SavedContact, { values: ContactValues }>(({ input }) => clients.update(clientId, input.values as ClientUpdate)),
    },
    actions: { announceContact: (_, params) => announceClient(session, params.client as Client) },
  });
}

export function provideChangePassword(profile: ProfileApi) {
  return changePasswordMachine.provide({
    actors: { changePassword: fromPromise<unknown, PasswordChange>(({ input }) => profile.changePassword(input)) },
  });
}

/** The picture goes up as it was chosen (the flow's CHOOSE event carries the File itself). */
export function providePhotoUpload(profile: ProfileApi, session: SessionActor) {
  return photoUploadMachine.provide({
    actors: {
      uploadPhoto: fromCallback<PhotoUploadEvent, { photo: ChosenPhoto }>(({ input, sendBack }) =>
        reportUpload(sendBack, (progress) => profile.uploadPicture({ file: input.photo as File, ...progress }), (client) => client),
      ),
    },
    actions: { announcePhoto: (_, params) => announceClient(session, params.client as Client) },
  });
}

export type PhotoUploadActor = ActorRefFrom<typeof photoUploadMachine>;
