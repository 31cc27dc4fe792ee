import { companies } from '@fwd/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route.ts';
import { scopeOf } from '../roles/scope.ts';
import {
  activeEmployeeCount,
  createCompany,
  deleteCompany,
  listCompanies,
  listSites,
  updateCompany,
} from './service.ts';

/** Companies and the sites employees work at. */
export default async function companyRoutes(app: FastifyInstance) {
  route(app, companies.list, async ({ ctx }) => listCompanies(ctx.db, await scopeOf(ctx)));
  route(app, companies.create, ({ ctx, body }) => createCompany(ctx, body));
  route(app, companies.update, ({ ctx, body }) => updateCompany(ctx, body));
  route(app, companies.remove, ({ ctx, params }) => deleteCompany(ctx, params.id));
  route(app, companies.userCount, ({ ctx, params }) => activeEmployeeCount(ctx.db, params.id));
  route(app, companies.sites, ({ ctx }) => listSites(ctx.db));
}
