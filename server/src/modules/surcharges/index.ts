import { surcharges } from '@fwd/contract';
import { defineArea } from '../../http/area.ts';
import routes from './routes.ts';
import { surchargeRulesPage } from './menu.ts';
import { surchargeReferrers } from './messages.ts';

/** Surcharge rules and remote-area lists. */
export default defineArea({
  name: 'surcharges',
  dependsOn: ['audit'],
  endpoints: surcharges,
  routes,
  pages: [surchargeRulesPage],
  referrers: surchargeReferrers,
});
