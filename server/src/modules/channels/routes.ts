import { channels } from '@fwd/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route.ts';
import { dayIn } from '../../i18n/days.ts';
import { channelPage, createChannel, deleteChannel, methodOptions, updateChannel } from './service.ts';

export default async function channelRoutes(app: FastifyInstance) {
  route(app, channels.page, ({ ctx, query }) => channelPage(ctx.db, dayIn(app.config.timeZone), query));
  route(app, channels.methods, ({ ctx }) => methodOptions(ctx.db));
  route(app, channels.create, ({ ctx, body }) => createChannel(ctx, body));
  route(app, channels.update, ({ ctx, params, body }) => updateChannel(ctx, params.id, body));
  route(app, channels.remove, ({ ctx, params }) => deleteChannel(ctx, params.id));
}
