import { auth, PERM_VERSION_HEADER } from '@fwd/contract';
import type { FastifyInstance } from 'fastify';
import type { SessionLookup } from '../../http/guard.ts';
import { ctxOf, route } from '../../http/route.ts';
import type { PermissionCodes } from '../permissions/service.ts';
import { changePassword, login, logout, sessionInfo, signedInUser, updateProfile, userInfo } from './service.ts';

/** The app's session lookup and permission-codes cache (buildApp makes one of each). */
export interface AuthOptions {
  lookupSession: SessionLookup;
  codes: PermissionCodes;
}

export default async function authRoutes(app: FastifyInstance, { lookupSession, codes }: AuthOptions) {
  route(app, auth.login, async ({ body, req, reply }) => {
    const { token } = await login(app.db, app.config, body, req.ip);
    const user = await signedInUser(lookupSession, token);
    // The version the answered menus belong to: the client's start for x-perm-version.
    reply.header(PERM_VERSION_HEADER, user.permVersion);
    return { token, ...(await sessionInfo({ ...ctxOf(req, app.db), user }, codes)) };
  });
  route(app, auth.info, ({ ctx }) => userInfo(ctx, codes));
  route(app, auth.session, ({ ctx }) => sessionInfo(ctx, codes));
  route(app, auth.logout, async ({ ctx }) => {
    await logout(ctx);
    return null;
  });
  route(app, auth.changePassword, ({ ctx, body }) => changePassword(ctx, body));
  route(app, auth.updateProfile, ({ ctx, body }) => updateProfile(ctx, codes, body));
}
