import type { AlertKind } from '@fwd/contract';
import fp from 'fastify-plugin';
import type { Db } from '../../http/context.ts';
import type { Message } from '../../i18n/index.ts';

/*
 * Every alert newly raised, and each day's digest of the whole company, is
 * told to these listeners inside the raising transaction, in every language:
 * an area after alerts (the group robots) posts them without alerts importing
 * it, listening at start through the `alerts-raised` plugin's decoration.
 */

/** What a listener is told of one alert. */
export interface Announced {
  kind: AlertKind;
  title: Message;
  text: Message;
  /** The waybill numbers of the orders concerned (none for a failed run; at most ALERT_ORDERS_MAX). */
  numbers: string[];
}

export type AlertsRaisedListener = (db: Db, alerts: Announced[]) => Promise<void>;

export interface AlertsRaised {
  listen(listener: AlertsRaisedListener): void;
  /** The raisers' call, in their transaction. */
  tell: AlertsRaisedListener;
}

/** One per app: tests build several apps over one database, each with its own listeners. */
export function alertsRaisedOf(): AlertsRaised {
  const listeners: AlertsRaisedListener[] = [];
  return {
    listen: (l) => void listeners.push(l),
    async tell(db, alerts) {
      if (!alerts.length) return;
      for (const l of listeners) await l(db, alerts);
    },
  };
}

export const alertsRaised = fp(
  async (app) => {
    app.decorate('alertsRaised', alertsRaisedOf());
  },
  { name: 'alerts-raised' },
);

declare module 'fastify' {
  interface FastifyInstance {
    /** The alerts area's alerts-raised plugin: areas after alerts listen to new alerts here. */
    alertsRaised: AlertsRaised;
  }
}
