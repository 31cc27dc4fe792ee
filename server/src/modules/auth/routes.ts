import { auth, PERM_VERSION_HEADER } from '@fwd/contract';
import type { FastifyInstance } from 'fastify';
import { ctxOf, route } from '../../http/route.ts';
import { changePassword, login, logout, sessionInfo, signedInUser, updateProfile, userInfo } from './service.ts';

export default async function authRoutes(app: FastifyInstance) {
  route(app, auth.login, async ({ body, req, reply }) => {
    const { token } = await login(app.db, app.config, body, req.ip);
    const user = await signedInUser(app.db, token, app.config);
    // The version the answered menus belong to: the client's start for x-perm-version.
    reply.header(PERM_VERSION_HEADER, user.permVersion);
    return { token, ...(await sessionInfo({ ...ctxOf(req, app.db), user })) };
  });
  route(app, auth.info, ({ ctx }) => userInfo(ctx));
  route(app, auth.session, ({ ctx }) => sessionInfo(ctx));
  route(app, auth.logout, async ({ ctx }) => {
    await logout(ctx);
    return null;
  });
  route(app, auth.changePassword, ({ ctx, body }) => changePassword(ctx, body));
  route(app, auth.updateProfile, ({ ctx, body }) => updateProfile(ctx, body));
}
