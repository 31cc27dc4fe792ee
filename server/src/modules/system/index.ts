import { system } from '@fwd/contract';
import { defineArea } from '../../http/area.ts';
import { generalSettingsPage } from './menu.ts';
import routes from './routes.ts';

/** The console's own health, and the company's settings (its name and language) every area may read. */
export default defineArea({
  name: 'system',
  dependsOn: ['audit'],
  endpoints: system,
  routes,
  pages: [generalSettingsPage],
});
