import { statuses } from '@fwd/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route.ts';
import {
  createNumberStatus,
  deleteNumberStatus,
  listNumberStatuses,
  listTrackingStatuses,
  numberStatusOptions,
  reorderNumberStatuses,
  trackingStatusOptions,
  updateNumberStatus,
  updateTrackingStatus,
} from './service.ts';

/** Waybill number statuses and tracking status names. */
export default async function statusRoutes(app: FastifyInstance) {
  route(app, statuses.numberOptions, ({ ctx }) => numberStatusOptions(ctx.db, ctx.lang));
  route(app, statuses.trackingOptions, ({ ctx }) => trackingStatusOptions(ctx.db, ctx.lang));
  route(app, statuses.numberList, ({ ctx }) => listNumberStatuses(ctx.db, ctx.lang));
  route(app, statuses.numberCreate, ({ ctx, body }) => createNumberStatus(ctx, body));
  route(app, statuses.numberUpdate, ({ ctx, params, body }) => updateNumberStatus(ctx, params.id, body));
  route(app, statuses.numberRemove, ({ ctx, params }) => deleteNumberStatus(ctx, params.id));
  route(app, statuses.numberReorder, ({ ctx, body }) => reorderNumberStatuses(ctx, body.ids));
  route(app, statuses.trackingList, ({ ctx }) => listTrackingStatuses(ctx.db));
  route(app, statuses.trackingUpdate, ({ ctx, params, body }) => updateTrackingStatus(ctx, params.id, body));
}
