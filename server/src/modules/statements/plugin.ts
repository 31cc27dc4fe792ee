import fp from 'fastify-plugin';
import { adjustRepricedBilled } from './adjustments.ts';

/**
 * Listens to order writes (the orders area's `app.orderWrites`, as settlement
 * does; neither imports this area): a billed order whose pricing inputs
 * change is priced again inside the writing transaction, and the difference
 * becomes an adjustment on the customer's next statement.
 */
export const statementRepricing = fp(
  async (app) => {
    app.orderWrites.listen(async () => {
      const books = await app.pricingBooks.current();
      return (db, ids, by) => adjustRepricedBilled(db, app.config.timeZone, books, ids, by);
    });
  },
  { name: 'statement-repricing', dependencies: ['settlement-pricing', 'order-writes', 'database'] },
);
