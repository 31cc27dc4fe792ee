import type { AlertKind } from '@fwd/contract';
import type { Message } from '../../i18n/index.ts';
import { hubPlugin, type Hub, type Told } from '../../plugins/hub.ts';

/*
 * Every alert newly raised, and each day's digest of the whole company, is told to this hub inside the raising
 * transaction, in every language: an area after alerts (the group robots) posts them without alerts importing it.
 */

/** What a listener is told of one alert. */
export interface Announced {
  kind: AlertKind;
  title: Message;
  text: Message;
  /** The waybill numbers of the orders concerned (none for a failed run; at most ALERT_ORDERS_MAX). */
  numbers: string[];
}

export type AlertsRaisedListener = Told<Announced>;

export const alertsRaised = hubPlugin<Announced>('alertsRaised', 'alerts-raised');

declare module 'fastify' {
  interface FastifyInstance {
    /** The alerts area's alerts-raised plugin: areas after alerts listen to new alerts here. */
    alertsRaised: Hub<Announced>;
  }
}
