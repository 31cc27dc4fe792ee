import { hasTargets, targetsOf, type Endpoint, type Targets } from '@fwd/contract';
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
  // Whether an endpoint names any, decided once: walking 500 pasted numbers beside their schema was 3% of a busy app.
  const targeting = new WeakMap<Endpoint, boolean>();
  const names = (e: Endpoint) => {
    let yes = targeting.get(e);
    if (yes === undefined) targeting.set(e, (yes = hasTargets(e)));
    return yes;
  };
  app.addHook('preHandler', async (req) => {
    const e = req.routeOptions.config.endpoint;
    if (!e || !req.user || !names(e)) return;
    const targets = targetsOf(e, req);
    if (targets.user.length || targets.role.length) await check(ctxOf(req, app.db), targets);
  });
}
