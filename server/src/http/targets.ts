import { targetsOf, type Targets } from '@fwd/contract';
import type { FastifyInstance } from 'fastify';
import type { Ctx } from './context.ts';
import { ctxOf } from './route.ts';

/** Decides whether the caller may act on these users and roles; throws when not. */
export type OutranksCheck = (ctx: Ctx, targets: Targets) => Promise<void>;

/**
 * After validation, before the handler: a route whose input names users or
 * roles (the contract's userRef, roleRef, userId, roleId) runs the check.
 * The rule itself is passed in, so http/ depends on no module.
 */
export function installTargetCheck(app: FastifyInstance, check: OutranksCheck): void {
  app.addHook('preHandler', async (req) => {
    const e = req.routeOptions.config.endpoint;
    if (!e || !req.user) return;
    const targets = targetsOf(e, req);
    if (targets.user.length || targets.role.length) await check(ctxOf(req, app.db), targets);
  });
}
