import { auth, PERM_VERSION_HEADER } from '@fwd/contract';
import type { FastifyInstance } from 'fastify';
import { ctxOf, route } from '../../http/route.ts';
import { pruneLoginFailures } from './login-limits.ts';
import { changePassword, login, logout, sessionInfo, signedInUser, updateProfile, userInfo } from './service.ts';

export default async function authRoutes(app: FastifyInstance) {
  const codes = app.permissionCodes;
  app.housekeeping('login failures', () => pruneLoginFailures(app.db));
  route(app, auth.login, async ({ body, req, reply }) => {
    const { token } = await login(app.db, app.config, body, req.ip);
    const user = await signedInUser(app.sessions, token);
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
