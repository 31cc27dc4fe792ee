import { auth, files, menus, type BodyOf } from '@fwd/contract';
import { request, upload } from './client.ts';

/** The signed-in user's own account: sign in and out, profile, password, menus. */
export const account = {
  login: (body: BodyOf<typeof auth.login>) => request(auth.login, { body, quiet: true }),
  /** Quiet: a failed session load is reported on the login page (shell/stores/session.ts). */
  info: () => request(auth.info, { quiet: true }),
  menusOfRole: (name: string) => request(menus.byRoleName, { params: { name }, quiet: true }),
  logout: () => request(auth.logout, { quiet: true }),
  changePassword: (body: BodyOf<typeof auth.changePassword>) => request(auth.changePassword, { body }),
  updateProfile: (body: BodyOf<typeof auth.updateProfile>) => request(auth.updateProfile, { body }),
  uploadImage: (file: File) => upload(files.uploadImage, file),
};
