import { auth } from '@fwd/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route.ts';
import { changePassword, login, logout, updateProfile, userInfo } from './service.ts';

export default async function authRoutes(app: FastifyInstance) {
  route(app, auth.login, ({ body, req }) => login(app.db, app.config, body, req.ip));
  route(app, auth.info, ({ ctx }) => userInfo(ctx));
  route(app, auth.logout, async ({ ctx }) => {
    await logout(ctx);
    return null;
  });
  route(app, auth.changePassword, ({ ctx, body }) => changePassword(ctx, body));
  route(app, auth.updateProfile, ({ ctx, body }) => updateProfile(ctx, body));
}
