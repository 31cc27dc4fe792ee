import { customers, IMPORT_MAX_BYTES } from '@fwd/contract';
import type { FastifyInstance } from 'fastify';
import { sheetMessages } from '../../excel/messages.ts';
import { fileRoute, route } from '../../http/route.ts';
import { scopeOf } from '../roles/scope.ts';
import { acceptUploads, readUpload } from '../../http/upload.ts';
import { customerOptions, customerPage } from './queries.ts';
import { createCustomer, deleteCustomer, exportCustomers, importCustomers, updateCustomer } from './service.ts';

export default async function customerRoutes(app: FastifyInstance) {
  await acceptUploads(app, IMPORT_MAX_BYTES);
  route(app, customers.page, async ({ ctx, query: { currentPage, pageSize, ...f } }) =>
    customerPage(ctx.db, await scopeOf(ctx), f, { currentPage, pageSize }),
  );
  route(app, customers.options, async ({ ctx }) => customerOptions(ctx.db, await scopeOf(ctx)));
  route(app, customers.create, ({ ctx, body }) => createCustomer(ctx, body));
  route(app, customers.update, ({ ctx, params, body }) => updateCustomer(ctx, params.id, body));
  route(app, customers.remove, ({ ctx, params }) => deleteCustomer(ctx, params.id));
  fileRoute(app, customers.exportSheet, ({ ctx, query }) => exportCustomers(ctx, query));
  route(app, customers.importSheet, async ({ ctx, req }) =>
    importCustomers(ctx, await readUpload(req, IMPORT_MAX_BYTES, sheetMessages.tooLarge)),
  );
}
