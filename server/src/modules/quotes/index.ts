import { quotes } from '@fwd/contract';
import type { FastifyInstance } from 'fastify';
import { defineArea } from '../../http/area.ts';
import quoteRoutes from './routes.ts';
import remoteRoutes from './remote/routes.ts';
import { quoteBook } from './book.ts';
import { weightCalculatorPage, priceQueryPage, shippingQueryPage } from './menu.ts';
import { quoteReferrers } from './messages.ts';

/** Quote settings, rate sheets, the price and shipping queries over the quote book, and 偏远地区 over the same book (a toolbox screen). */
export default defineArea({
  name: 'quotes',
  dependsOn: ['audit', 'channels', 'customers', 'roles', 'surcharges', 'toolbox'],
  endpoints: quotes,
  // Each its own route plugin (its uploads).
  routes: async (app: FastifyInstance) => {
    for (const part of [quoteRoutes, remoteRoutes]) await app.register(part);
  },
  plugins: [quoteBook],
  pages: [weightCalculatorPage, priceQueryPage, shippingQueryPage],
  referrers: quoteReferrers,
});
