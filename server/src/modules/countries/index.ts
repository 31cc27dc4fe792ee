import { countries } from '@fwd/contract';
import { defineArea } from '../../http/area.ts';
import routes from './routes.ts';
import { syncCountries } from './seed.ts';

/** Countries with their names in four languages. */
export default defineArea({
  name: 'countries',
  dependsOn: ['audit'],
  endpoints: countries,
  routes,
  reference: syncCountries,
});
