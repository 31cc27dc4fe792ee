import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { P } from './permission-codes.ts';
import { trackingStatus } from './orders.ts';

/** Days the dashboard's charts and rates look back over (today included). */
export const DASHBOARD_DAYS = 30;
/** Destination countries the chart of them shows at most. */
export const DASHBOARD_TOP_COUNTRIES = 10;

/** Orders entered in a span of days, against the same span of the period before. */
const entered = z.object({
  count: z.number().int(),
  /** The period before, up to the same point: yesterday until this time of day, last month until this day and time. */
  previous: z.number().int(),
  /** The span as the order page filters it (inclusive days, the company's time zone). */
  from: z.iso.date(),
  to: z.iso.date(),
});

const named = z.object({ id: z.number().int().nullable(), name: z.string().nullable() });

/**
 * The orders section: every figure over the orders the caller sees (their data
 * scope). Each count card is the order page's count of the filter it names.
 */
export const dashboardOrders = z.object({
  cards: z.object({
    /** Entered today / this month (the order page's entry-date filter, both tabs). */
    today: entered,
    month: entered,
    /** The 未签收 tab without a filter. */
    unsigned: z.number().int(),
    /** Unsigned, main status InTransit. */
    inTransit: z.number().int(),
    /** Unsigned problem parcels (the order page's problem filter on the 未签收 tab). */
    problem: z.number().int(),
    /** Of the orders entered over the last DASHBOARD_DAYS days, how many are signed. */
    signed: z.object({ signed: z.number().int(), total: z.number().int(), from: z.iso.date(), to: z.iso.date() }),
    /**
     * Orders signed over the last DASHBOARD_DAYS days and their average days from entry to signing (null: none);
     * the order page's `signedDate` of from–to counts them.
     */
    delivery: z.object({
      orders: z.number().int(),
      averageDays: z.number().nullable(),
      from: z.iso.date(),
      to: z.iso.date(),
    }),
  }),
  /** The last DASHBOARD_DAYS days, oldest first; each series has a count per day. */
  days: z.array(z.iso.date()),
  /** Orders entered per day by their main tracking status now (null: not tracked yet). */
  byStatus: z.array(z.object({ status: trackingStatus.nullable(), counts: z.array(z.number().int()) })),
  /** Orders entered per day by channel (id null: none). */
  byChannel: z.array(named.extend({ counts: z.array(z.number().int()) })),
  /** The destination countries of those orders, most first (at most DASHBOARD_TOP_COUNTRIES). */
  countries: z.array(z.object({ code: z.string(), name: z.string(), count: z.number().int() })),
  /** Average days from entry to signing of the orders signed over those days, by channel. */
  transit: z.array(named.extend({ orders: z.number().int(), averageDays: z.number() })),
  /** Unsigned problem parcels by agent (id null: none); null for a role that may not see agents. */
  problemByAgent: z.array(named.extend({ count: z.number().int() })).nullable(),
});
export type DashboardOrders = z.infer<typeof dashboardOrders>;

export const dashboardFigures = z.object({
  /** When the figures were read (they follow every write at once: syncs, edits, tracking pushes). */
  asOf: z.string(),
  /** Today in the company's time zone. */
  today: z.iso.date(),
  /** Null when the caller may not view orders. */
  orders: dashboardOrders.nullable(),
  /**
   * The orders' days are being counted again (after an upgrade or a new time zone, by a background job): until it
   * ends, the charts, the period before and the agents' problem parcels may fall short. The count cards are exact.
   */
  counting: z.boolean(),
});
export type DashboardFigures = z.infer<typeof dashboardFigures>;

export const dashboard = {
  figures: endpoint({
    method: 'GET',
    path: '/dashboard/figures',
    type: 'dashboard',
    summary: 'The home dashboard’s figures over the orders the caller sees (sections the caller may not view are null)',
    access: P.dashboard.view,
    response: dashboardFigures,
  }),
};
