import { employees } from '@fwd/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route.ts';
import { scopeOf } from '../roles/scope.ts';
import { activeEmployees, activeUsernames, deletedEmployees, userPicks } from './queries.ts';
import { restoreEmployee } from './recycle.ts';
import { addEmployee, deleteEmployees, moveToSite, resetPassword, updateEmployee } from './service.ts';

/** The keyword search of the recycle bin answers this many at most, most recently deleted first. */
const SEARCH_LIMIT = 100;

export default async function employeeRoutes(app: FastifyInstance) {
  route(app, employees.list, async ({ ctx, query: { companyId, keyword, ...paging } }) =>
    activeEmployees(ctx.db, { companyId, keyword, scope: await scopeOf(ctx) }, paging),
  );
  route(app, employees.pick, async ({ ctx }) => userPicks(ctx.db, await scopeOf(ctx)));
  route(app, employees.usernames, async ({ ctx }) => activeUsernames(ctx.db, await scopeOf(ctx)));
  route(app, employees.add, ({ ctx, body }) => addEmployee(ctx, body));
  route(app, employees.update, ({ ctx, body }) => updateEmployee(ctx, body));
  route(app, employees.remove, ({ ctx, body }) => deleteEmployees(ctx, body.ids));
  route(app, employees.resetPassword, ({ ctx, body }) => resetPassword(ctx, body.id, body.password));
  route(app, employees.moveSite, ({ ctx, query, body }) => moveToSite(ctx, query.siteId, body.ids));

  route(app, employees.recycled, async ({ ctx, query: { keyword, ...paging } }) =>
    deletedEmployees(ctx.db, { keyword, scope: await scopeOf(ctx) }, paging),
  );
  route(
    app,
    employees.searchRecycled,
    async ({ ctx, query }) =>
      (
        await deletedEmployees(
          ctx.db,
          { keyword: query.keyword, scope: await scopeOf(ctx) },
          { currentPage: 1, pageSize: SEARCH_LIMIT },
        )
      ).records,
  );
  route(app, employees.restore, ({ ctx, params }) => restoreEmployee(ctx, params.id));
}
