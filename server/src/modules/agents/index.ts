import { agents } from '@fwd/contract';
import { defineArea } from '../../http/area.ts';
import routes from './routes.ts';
import { agentSystemPage } from './menu.ts';
import { agentReferrers } from './messages.ts';

/** Agents (last-mile carriers), their channels and countries. */
export default defineArea({
  name: 'agents',
  dependsOn: ['audit', 'roles'],
  endpoints: agents,
  routes,
  pages: [agentSystemPage],
  referrers: agentReferrers,
});
