import { quotes } from '@fwd/contract';
import { defineArea } from '../../http/area.ts';
import routes from './routes.ts';
import { quoteBook } from './book.ts';
import { weightCalculatorPage, priceQueryPage, shippingQueryPage } from './menu.ts';
import { quoteReferrers } from './messages.ts';

/** Quote settings, rate sheets, the price and shipping queries over the quote book. */
export default defineArea({
  name: 'quotes',
  endpoints: quotes,
  routes,
  plugins: [quoteBook],
  pages: [weightCalculatorPage, priceQueryPage, shippingQueryPage],
  referrers: quoteReferrers,
});
