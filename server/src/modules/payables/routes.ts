import { BILL_MAX_BYTES, billImportFields, billPreviewFields, payables } from '@fwd/contract';
import type { FastifyInstance } from 'fastify';
import { sheetMessages } from '../../excel/messages.ts';
import { fileRoute, route } from '../../http/route.ts';
import { acceptUploads, formFields, readForm } from '../../http/upload.ts';
import { billOf, billPage, importBill, previewBill } from './bills.ts';
import {
  acceptAll,
  decide,
  differencePage,
  exportDifferences,
  pay,
  payables as owed,
  pickAgents,
  saveSettings,
  settingsOf,
} from './reconcile.ts';

/** 代理账单: bills, their import and differences, what is owed to agents, their tolerances. */
export default async function payablesRoutes(app: FastifyInstance) {
  const tz = app.config.timeZone;
  // The bill's fields come before the file: the agent, number, period, currency and the mapping.
  await acceptUploads(app, BILL_MAX_BYTES, 20);
  route(app, payables.bills, ({ ctx, query: { currentPage, pageSize, ...f } }) =>
    billPage(ctx, f, currentPage, pageSize),
  );
  route(app, payables.bill, ({ ctx, params }) => billOf(ctx, params.id));
  route(app, payables.differences, ({ ctx, params, query: { currentPage, pageSize, ...f } }) =>
    differencePage(ctx, params.id, f, currentPage, pageSize),
  );
  fileRoute(app, payables.exportDifferences, ({ ctx, params, query }) => exportDifferences(ctx, tz, params.id, query));
  route(app, payables.preview, async ({ ctx, req }) => {
    const { file, fields } = await readForm(req, BILL_MAX_BYTES, sheetMessages.tooLarge);
    return previewBill(ctx, formFields(req, billPreviewFields, fields), file);
  });
  route(app, payables.importBill, async ({ ctx, req }) => {
    const { file, fields, filename } = await readForm(req, BILL_MAX_BYTES, sheetMessages.tooLarge);
    const f = formFields(req, billImportFields, fields);
    return importBill(ctx, tz, f, filename.slice(0, 200) || null, file);
  });
  route(app, payables.decide, ({ ctx, params, body }) => decide(ctx, params.id, body));
  route(app, payables.acceptAll, ({ ctx, params, body }) => acceptAll(ctx, params.id, body));
  route(app, payables.payables, ({ ctx, query }) => owed(ctx, query.agentId));
  route(app, payables.agentOptions, ({ ctx, query }) => pickAgents(ctx, query.keyword));
  route(app, payables.settings, ({ ctx, params }) => settingsOf(ctx, params.id));
  route(app, payables.saveSettings, ({ ctx, params, body }) => saveSettings(ctx, params.id, body));
  route(app, payables.pay, ({ ctx, body }) => pay(ctx, body));
}
