import { hubPlugin, type Hub, type Told } from '../../plugins/hub.ts';

/*
 * Tracking is kept two ways (the provider's pushes, our refreshes), both through `applyResult` (store.ts), and
 * both tell this hub which orders a result was kept on, inside the keeping transaction: an area after tracking
 * (alerts raises exceptions and delivery failures) listens at start without tracking importing it.
 */

/** Told the ids of the orders a transaction kept a result on. */
export type TrackingWritten = Told<number>;

export const trackingWrites = hubPlugin<number>('trackingWrites', 'tracking-writes');

declare module 'fastify' {
  interface FastifyInstance {
    /** The tracking area's tracking-writes plugin: areas after tracking listen to kept tracking here. */
    trackingWrites: Hub<number>;
  }
}
