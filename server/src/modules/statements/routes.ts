import { statements } from '@fwd/contract';
import type { FastifyInstance } from 'fastify';
import { fileRoute, route } from '../../http/route.ts';
import { accountPage, customerOptions, overLimit, setAccount } from './accounts.ts';
import { addAdjustment, adjustmentPage } from './adjustments.ts';
import { companySettings } from '../system/service.ts';
import { exportStatement } from './excel.ts';
import { applyLeft, paymentPage, recordPayment } from './payments.ts';
import { createStatement, issueStatement, removeStatement, statementDetail, statementPage } from './service.ts';

/** 客户对账 and 收款: statements, adjustments, payments, accounts. */
export default async function statementRoutes(app: FastifyInstance) {
  const tz = app.config.timeZone;
  route(app, statements.page, ({ ctx, query }) => statementPage(ctx, query, tz));
  route(app, statements.customers, ({ ctx }) => customerOptions(ctx));
  route(app, statements.create, ({ ctx, body }) => createStatement(ctx, body, tz));
  route(app, statements.adjustments, ({ ctx, query }) => adjustmentPage(ctx, query));
  route(app, statements.adjust, ({ ctx, body }) => addAdjustment(ctx, body));
  route(app, statements.payments, ({ ctx, query }) => paymentPage(ctx, query));
  route(app, statements.pay, ({ ctx, body }) => recordPayment(ctx, body));
  route(app, statements.apply, ({ ctx, params, body }) => applyLeft(ctx, params.id, body));
  route(app, statements.accounts, ({ ctx, query }) => accountPage(ctx, query));
  route(app, statements.account, ({ ctx, params, body }) => setAccount(ctx, params.id, body));
  route(app, statements.overLimit, ({ ctx }) => overLimit(ctx));
  route(app, statements.detail, ({ ctx, params }) => statementDetail(ctx, params.id, tz));
  route(app, statements.issue, ({ ctx, params, body }) => issueStatement(ctx, params.id, body.version, tz));
  route(app, statements.remove, ({ ctx, params }) => removeStatement(ctx, params.id, tz));
  fileRoute(app, statements.exportSheet, async ({ ctx, params }) =>
    exportStatement(ctx, params.id, tz, (await companySettings(ctx.db)).companyName),
  );
}
