import { logistics } from '@fwd/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route.ts';
import type { OutsideClients } from '../logistics/outside.ts';
import { syncHandler, syncOrders } from './service.ts';

/** The upstream order sync: asked for a window, and on its schedule. */
export default async function syncRoutes(app: FastifyInstance, { clients }: { clients: OutsideClients }) {
  app.jobs.handle('orderSync', syncHandler(app.db, clients));
  route(app, logistics.syncOrders, ({ ctx, query }) => syncOrders(ctx, app.jobs, query));
}
