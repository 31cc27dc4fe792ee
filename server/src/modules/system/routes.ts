import { system } from '@fwd/contract';
import type { FastifyInstance } from 'fastify';
import { ping } from '../../db/database.ts';
import { route } from '../../http/route.ts';
import { companySettings, saveCompanySettings } from './service.ts';

export default async function systemRoutes(app: FastifyInstance) {
  route(app, system.health, async () => {
    const started = performance.now();
    await ping(app.db);
    return {
      status: 'ok' as const,
      database: app.databaseKind,
      latencyMs: Math.round((performance.now() - started) * 100) / 100,
    };
  });
  route(app, system.settings, ({ ctx }) => companySettings(ctx.db));
  route(app, system.saveSettings, ({ ctx, body }) => saveCompanySettings(ctx, body));
}
