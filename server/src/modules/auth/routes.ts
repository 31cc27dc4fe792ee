import { auth, Code, dashboard, PERM_VERSION_HEADER, type DashboardFigures } from '@fwd/contract';
import type { FastifyInstance } from 'fastify';
import { ctxOf, route } from '../../http/route.ts';
import { API_PREFIX } from '../../http/registry.ts';
import { pruneLoginFailures } from './login-limits.ts';
import { changePassword, login, logout, sessionInfo, signedInUser, updateProfile, userInfo } from './service.ts';

/**
 * The home page's figures for a sign-in whose client goes there next: one round trip instead of two, counted while
 * the browser waits rather than while it draws the console. Asked of the figures' own route with the new token, so
 * its access and answer are that route's (none when the role may not see the home page).
 */
async function homeFigures(app: FastifyInstance, token: string, language: string | undefined) {
  const answer = await app.inject({
    method: dashboard.figures.method,
    url: `${API_PREFIX}${dashboard.figures.path}`,
    headers: { authorization: `Bearer ${token}`, ...(language && { 'accept-language': language }) },
  });
  const { code, data } = answer.json<{ code: number; data: DashboardFigures }>();
  return code === Code.OK ? data : undefined;
}

export default async function authRoutes(app: FastifyInstance) {
  const codes = app.permissionCodes;
  app.housekeeping('login failures', () => pruneLoginFailures(app.db));
  route(app, auth.login, async ({ body, req, reply }) => {
    const { token } = await login(app.db, app.config, body, req.ip);
    const user = await signedInUser(app.sessions, token);
    // The version the answered menus belong to: the client's start for x-perm-version.
    reply.header(PERM_VERSION_HEADER, user.permVersion);
    const [info, home] = await Promise.all([
      sessionInfo({ ...ctxOf(req, app.db), user }, codes),
      body.home ? homeFigures(app, token, req.headers['accept-language']) : undefined,
    ]);
    return { token, ...info, ...(home && { home }) };
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
