import { IMPORT_MAX_BYTES, quotes } from '@fwd/contract';
import type { FastifyInstance } from 'fastify';
import { sheetMessages } from '../../../excel/messages.ts';
import { fileRoute, route } from '../../../http/route.ts';
import { acceptUploads, readUpload } from '../../../http/upload.ts';
import { exportBatch, readBatch, remoteBatch, remoteQuery, todayIn } from './service.ts';

/** 偏远地区 (a toolbox screen): one destination or a batch, over the quote book the price query reads. */
export default async function remoteRoutes(app: FastifyInstance) {
  const book = app.quoteBook;
  const today = () => todayIn(app.config.timeZone);
  await acceptUploads(app, IMPORT_MAX_BYTES);
  route(app, quotes.remoteQuery, ({ ctx, query }) => remoteQuery(ctx, book, today(), query));
  route(app, quotes.remoteBatch, ({ ctx, body }) => remoteBatch(ctx, book, today(), body));
  route(app, quotes.remoteBatchRead, async ({ ctx, req }) =>
    readBatch(ctx, await readUpload(req, IMPORT_MAX_BYTES, sheetMessages.tooLarge)),
  );
  fileRoute(app, quotes.remoteBatchExport, ({ ctx, body }) => exportBatch(ctx, book, today(), body));
}
