import { describe, expect, it } from 'vitest';
import enDashboard from './en/dashboard.ts';
import enOrders from './en/orders.ts';
import esDashboard from './es/dashboard.ts';
import esOrders from './es/orders.ts';
import jaDashboard from './ja/dashboard.ts';
import jaOrders from './ja/orders.ts';
import zhDashboard from './zh/dashboard.ts';
import zhOrders from './zh/orders.ts';

/*
 * One term per concept across the console, in each language: the home's cards
 * and charts name an order's delivery state and a missing tracking status as
 * the order page's tabs and filters do.
 */
const zh = { dashboard: zhDashboard, orders: zhOrders };
const en = { dashboard: enDashboard, orders: enOrders };
const es = { dashboard: esDashboard, orders: esOrders };
const ja = { dashboard: jaDashboard, orders: jaOrders };
const languages = { zh, en, es, ja };

describe('terms', () => {
  it.each(Object.entries(languages))('%s: the home says 未签收 and 未追踪 in the order page’s words', (_, m) => {
    expect(m.dashboard.card.unsigned).toBe(m.orders.tab.unsigned);
    expect(m.dashboard.chart).not.toHaveProperty('notTracked');
  });

  it.each([
    ['en', en, /\bsigned\b/i],
    ['es', es, /firmad/i],
    ['ja', ja, /受領/],
  ] as const)('%s: no other word for delivered on the home', (_, m, other) => {
    for (const text of Object.values(m.dashboard.card)) expect(text.replace(/{{\w+}}/g, '')).not.toMatch(other);
  });
});
