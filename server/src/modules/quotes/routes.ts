import { IMPORT_MAX_BYTES, quotes } from '@fwd/contract';
import type { Ctx } from '../../http/context.ts';
import type { FastifyInstance } from 'fastify';
import { sheetMessages } from '../../excel/messages.ts';
import { fileRoute, route } from '../../http/route.ts';
import { acceptUploads, readUpload } from '../../http/upload.ts';
import { compareSheet } from './compare.ts';
import { dayIn } from '../../i18n/days.ts';
import { previewSheet } from './excel-read.ts';
import { exportRateSheet, sheetTemplate } from './excel-write.ts';
import { priceListJson } from './price-json.ts';
import { priceList } from './price.ts';
import { addressService, classifyAddress } from '../toolbox/addresses/service.ts';
import { channelSettings, saveChannelSettings } from './settings.ts';
import { addRemark, channelRemarks, shippingQuery } from './shipping.ts';
import {
  channelSheets,
  createSheet,
  deleteSheet,
  rateSheet,
  sheetOwner,
  updateSheet,
  withdrawSheet,
} from './sheets.ts';
import { sheetUses } from './uses.ts';

/** A rate sheet in JSON: 100,000 rates at most (the contract), about 200 bytes each. */
const SHEET_BODY_BYTES = 24 * 1024 * 1024;

/** 报价: the price query (from the app's quote book), channels' quote settings and rate sheets, the shipping query and its remarks. */
export default async function quoteRoutes(app: FastifyInstance) {
  const book = app.quoteBook;
  // "Today" is the company's: a sheet from tomorrow is future until midnight in its time zone.
  const today = () => dayIn(app.config.timeZone);
  const uses = sheetUses(app.db);
  const address = addressService(app.db, app.outside);
  await acceptUploads(app, IMPORT_MAX_BYTES);
  // Hundreds of quotes an answer, most of each shared: written by price-json.ts, as the contract declares.
  route(
    app,
    quotes.priceQuery,
    ({ ctx, query }) =>
      priceList(ctx, book, today(), query, {
        classify: (a) => classifyAddress(ctx, address, a, (field) => (field === 'lines' ? 'street' : field)),
        brands: app.brandMatcher,
        uses,
      }),
    {
      writeAnswer: priceListJson,
    },
  );
  route(app, quotes.settings, ({ ctx, params }) => channelSettings(ctx.db, params.channelId));
  route(app, quotes.saveSettings, ({ ctx, params, body }) => saveChannelSettings(ctx, params.channelId, body));
  const owner = (ctx: Ctx, query: Parameters<typeof sheetOwner>[2]) =>
    sheetOwner(ctx, () => app.permissionCodes(ctx.db, ctx.user), query);
  route(app, quotes.sheets, async ({ ctx, params, query }) =>
    channelSheets(ctx.db, today(), params.channelId, await owner(ctx, query)),
  );
  route(app, quotes.sheet, ({ ctx, params }) => rateSheet(ctx.db, today(), params.sheetId));
  route(
    app,
    quotes.createSheet,
    async ({ ctx, params, query, body }) => createSheet(ctx, today(), params.channelId, body, await owner(ctx, query)),
    {
      bodyLimit: SHEET_BODY_BYTES,
    },
  );
  route(app, quotes.updateSheet, ({ ctx, params, body }) => updateSheet(ctx, today(), params.sheetId, body), {
    bodyLimit: SHEET_BODY_BYTES,
  });
  route(app, quotes.removeSheet, async ({ ctx, params, query }) =>
    deleteSheet(ctx, today(), params.sheetId, await owner(ctx, query)),
  );
  route(app, quotes.withdrawSheet, ({ ctx, params, body }) =>
    withdrawSheet(ctx, app.config.timeZone, params.sheetId, body.version),
  );
  route(app, quotes.compareSheet, ({ ctx, params, body }) => compareSheet(ctx, today(), params.channelId, body), {
    bodyLimit: SHEET_BODY_BYTES,
  });
  route(app, quotes.previewSheet, async ({ ctx, req }) =>
    previewSheet(ctx, await readUpload(req, IMPORT_MAX_BYTES, sheetMessages.tooLarge)),
  );
  fileRoute(app, quotes.exportSheet, ({ ctx, params }) => exportRateSheet(ctx, today(), params.sheetId));
  fileRoute(app, quotes.sheetTemplate, ({ ctx }) => sheetTemplate(ctx));
  route(app, quotes.shippingQuery, ({ ctx, query }) => shippingQuery(ctx, book, uses, today(), query));
  route(app, quotes.remarks, ({ ctx, query }) => channelRemarks(ctx.db, query.channelId, query.country));
  route(app, quotes.addRemark, ({ ctx, body }) => addRemark(ctx, body));
}
