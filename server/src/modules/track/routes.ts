import { Code, track } from '@fwd/contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Db } from '../../http/context.ts';
import { AppError } from '../../http/errors.ts';
import { route } from '../../http/route.ts';
import { companySettings } from '../system/service.ts';
import { forgetIdleClients, overBudget, type Budget } from './limits.ts';
import { linkOf, orderOfToken, revokeLink } from './links.ts';
import { trackMessages as m } from './messages.ts';
import { lookupParcels, parcelOf } from './parcels.ts';

/** Over budget: 42900 and Retry-After, before anything is read. */
async function admit(db: Db, reply: FastifyReply, budget: Budget, ip: string): Promise<void> {
  const wait = await overBudget(db, budget, ip);
  if (!wait) return;
  reply.header('retry-after', String(wait));
  throw new AppError(Code.TOO_MANY, m.tooMany, { seconds: wait });
}

/** Staff's link of an order (copy, revoke), and the public answers: a parcel by its link, parcels by number. */
export default async function trackRoutes(app: FastifyInstance) {
  app.housekeeping('public tracking budgets', () => forgetIdleClients(app.db));
  route(app, track.link, ({ ctx, params }) => linkOf(ctx, app.secretKey, params.id));
  route(app, track.revokeLink, ({ ctx, params }) => revokeLink(ctx, app.secretKey, params.id));
  route(app, track.parcel, async ({ req, reply, params, query }) => {
    await admit(app.db, reply, 'visit', req.ip);
    const orderId = await orderOfToken(app.db, app.secretKey, params.token);
    const { companyName } = await companySettings(app.db);
    const parcel =
      orderId === undefined ? undefined : await parcelOf(app.db, query.lang ?? req.lang, companyName, orderId);
    if (!parcel) throw new AppError(Code.NOT_FOUND, m.linkMissing);
    return parcel;
  });
  route(app, track.lookup, async ({ req, reply, query, body }) => {
    await admit(app.db, reply, 'lookup', req.ip);
    const { companyName } = await companySettings(app.db);
    return lookupParcels(app.db, query.lang ?? req.lang, companyName, body.numbers);
  });
}
