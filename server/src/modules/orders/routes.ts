import { IMPORT_MAX_BYTES, orders } from '@fwd/contract';
import type { FastifyInstance } from 'fastify';
import { sheetMessages } from '../../excel/messages.ts';
import { fileRoute, route } from '../../http/route.ts';
import { acceptUploads, readUpload } from '../../http/upload.ts';
import {
  deleteOrder,
  exportOrders,
  findOrders,
  importOrders,
  orderTemplate,
  totalsOf,
  updateOrder,
} from './service.ts';
import { removeOrders, setStatus } from './batch.ts';
import { orderHistory } from './history.ts';

/** 订单运单追踪: the order page and its totals, edit, delete, batch actions on chosen orders, export and import, an order's history (its tracking is the tracking area's). */
export default async function orderRoutes(app: FastifyInstance) {
  const tz = app.config.timeZone;
  await acceptUploads(app, IMPORT_MAX_BYTES);
  route(app, orders.page, ({ ctx, query, body }) => findOrders(ctx, tz, body, query.page, query.size));
  route(app, orders.totals, ({ ctx, body }) => totalsOf(ctx, tz, body));
  route(app, orders.batchStatus, ({ ctx, body }) => setStatus(ctx, tz, body.ids, body.statusId));
  route(app, orders.batchRemove, ({ ctx, body }) => removeOrders(ctx, tz, body.ids));
  route(app, orders.update, ({ ctx, params, body }) => updateOrder(ctx, tz, app.orderWrites, params.id, body));
  route(app, orders.remove, ({ ctx, params }) => deleteOrder(ctx, tz, params.id));
  fileRoute(app, orders.exportSheet, ({ ctx, body }) => exportOrders(ctx, tz, body));
  fileRoute(app, orders.template, ({ ctx }) => orderTemplate(ctx, tz));
  route(app, orders.importSheet, async ({ ctx, req }) =>
    importOrders(ctx, tz, app.orderWrites, await readUpload(req, IMPORT_MAX_BYTES, sheetMessages.tooLarge)),
  );
  route(app, orders.history, ({ ctx, params, query }) =>
    orderHistory(ctx, tz, params.id, query.currentPage, query.pageSize),
  );
}
