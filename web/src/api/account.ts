import { auth, files, type BodyOf } from '@fwd/contract';
import { request, upload } from './client.ts';

/** The signed-in user's own account: profile, password (sign-in, sign-out and the session: stores/session.ts). */
export const account = {
  changePassword: (body: BodyOf<typeof auth.changePassword>) => request(auth.changePassword, { body }),
  updateProfile: (body: BodyOf<typeof auth.updateProfile>) => request(auth.updateProfile, { body }),
  uploadImage: (file: File) => upload(files.uploadImage, file),
};
