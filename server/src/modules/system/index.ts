import { system } from '@fwd/contract';
import { defineArea } from '../../http/area.ts';
import routes from './routes.ts';

/** The console's own health. */
export default defineArea({
  name: 'system',
  dependsOn: [],
  endpoints: system,
  routes,
});
