import type { Http } from './http.ts';
import { ChangePasswordResponseSchema, type ChangePasswordRequest } from './contract/auth.ts';
import { ClientResponseSchema, PROFILE_PICTURE_FIELD } from './contract/client.ts';
import { multipartBody, type UploadProgress } from './upload.ts';

export type PictureUpload = {
  /** A JPEG or PNG of at most PROFILE_PICTURE_MAX_BYTES; the server checks its content again. */
  file: File;
  onProgress?: (progress: UploadProgress) => void;
  signal?: AbortSignal;
};

/** The form data of PATCH api/clients/me/profile-picture: the picture alone, as `profile_picture`. */
const pictureFormData = (file: File): FormData => multipartBody({}, PROFILE_PICTURE_FIELD, file);

export const profileApi = (http: Http) => ({
  /**
   * POST api/users/me/change-password. A wrong current password is INVALID_PASSWORD (422) with
   * the text to show in `message`; this session stays signed in, the account's others end.
   */
  changePassword: async (body: ChangePasswordRequest) =>
    (await http.request(ChangePasswordResponseSchema, 'api/users/me/change-password', { method: 'POST', body })).data,
  /** The new picture replaces the old one; the answer is the client, its `profile_image` the new picture's URL. */
  uploadPicture: async ({ file, onProgress, signal }: PictureUpload) =>
    (await http.upload(ClientResponseSchema, 'api/clients/me/profile-picture', pictureFormData(file), { onProgress, signal, method: 'PATCH' })).data,
});
export type ProfileApi = ReturnType<typeof profileApi>;
