import fp from 'fastify-plugin';
import { pricingBooksIndex, type PricingBooksCache } from './books.ts';
import { priceOrders } from './pricing.ts';

/**
 * Settlement's machinery: the pricing books (over the quote book), and the
 * listener that prices an order again inside the transaction that wrote it,
 * whenever its pricing inputs changed, until it is billed. A save costs the
 * books' version read, one read of the order and one statement writing the
 * charge and its history (bench/RESULTS.md, order-save: about 2 ms on PostgreSQL, 5 on PGlite).
 */
export const settlementPricing = fp(
  async (app) => {
    const books = app.versionedCaches.add(pricingBooksIndex(app.quoteBook));
    app.decorate('pricingBooks', books);
    app.orderWrites.listen(async () => {
      const loaded = await books.current();
      return async (db, ids, by) =>
        void (await priceOrders(db, app.config.timeZone, loaded, ids, {
          cause: 'save',
          userId: by,
          onlyChanged: true,
        }));
    });
  },
  { name: 'settlement-pricing', dependencies: ['quote-book', 'order-writes', 'versioned-caches'] },
);

declare module 'fastify' {
  interface FastifyInstance {
    /** Settlement's cost and customer books beside the quote book. */
    pricingBooks: PricingBooksCache;
  }
}
