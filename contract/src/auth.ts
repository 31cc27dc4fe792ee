import { z } from 'zod';
import { loginRoute, logoutRoute, sessionRoute } from './auth-routes.ts';
import { endpoint } from './endpoint.ts';
import { imageUrl, NO_CONTROL, nothing, plain, text } from './common.ts';
import { PASSWORD_MAX, PASSWORD_MIN } from './constants.ts';
import { dashboardFigures } from './dashboard.ts';
import { menuRecord } from './menus.ts';

export const loginBody = z.strictObject({
  username: text(64),
  password: plain(PASSWORD_MAX).min(1),
  /** The home page comes next: its figures come with the answer (one round trip, counted while the browser waits). */
  home: z.boolean().optional(),
});
export const userInfo = z.object({
  id: z.number().int(),
  username: z.string(),
  name: z.string(),
  avatar: z.string(),
  introduction: z.string(),
  /** Role keys (`roles.name`); never empty for a user who may sign in. */
  roles: z.array(z.string()).min(1),
  roleId: z.number().int(),
  /** Display name of the role. */
  roleName: z.string(),
  permissions: z.array(z.string()),
});
export type UserInfo = z.infer<typeof userInfo>;

/** What the console starts from: the user (as GET /users/info answers) and the menu records of their role. */
export const sessionInfo = z.object({ user: userInfo, menus: z.array(menuRecord) });
export type SessionInfo = z.infer<typeof sessionInfo>;

export const changePasswordBody = z.strictObject({
  oldPassword: plain(PASSWORD_MAX).min(1),
  newPassword: plain(PASSWORD_MAX).min(PASSWORD_MIN),
});
export const profileBody = z.strictObject({
  name: text(50),
  avatar: imageUrl,
  introduction: z.string().trim().max(500).regex(NO_CONTROL),
});

export const auth = {
  /** Answers the session too, so a client signs in and starts in one round trip. */
  login: endpoint({
    ...loginRoute,
    type: 'auth',
    summary: 'Sign in: the token, the user and the menus of their role (and the home page’s figures when asked)',
    access: 'public',
    body: loginBody,
    response: sessionInfo.extend({ token: z.string(), home: dashboardFigures.optional() }),
  }),
  info: endpoint({
    method: 'GET',
    path: '/users/info',
    type: 'auth',
    summary: 'Current user',
    access: 'authenticated',
    query: z.object({ Authorization: plain(200).optional() }),
    response: userInfo,
    tokenInQuery: true,
    // What the web app asks on every reload, and the route `npm run bench` measures.
    answerWriter: 'compiled',
  }),
  /** On reload and after a permission change: GET /users/info and the own role's menus in one round trip. */
  session: endpoint({
    ...sessionRoute,
    type: 'auth',
    summary: 'Current user and the menus of their role',
    access: 'authenticated',
    response: sessionInfo,
  }),
  logout: endpoint({
    ...logoutRoute,
    type: 'auth',
    summary: 'Sign out',
    access: 'authenticated',
    response: nothing,
  }),
  changePassword: endpoint({
    method: 'POST',
    path: '/users/changePassword',
    type: 'auth',
    summary: 'Change own password (ends other sessions)',
    access: 'authenticated',
    body: changePasswordBody,
    response: nothing,
  }),
  updateProfile: endpoint({
    method: 'PUT',
    path: '/users/profile',
    type: 'auth',
    summary: 'Update own profile',
    access: 'authenticated',
    body: profileBody,
    response: userInfo,
  }),
};
