import { jobs } from '@fwd/contract';
import { defineArea } from '../../http/area.ts';
import routes from './routes.ts';

/** The run log: jobs, their progress and errors, and runs started by hand. */
export default defineArea({
  name: 'jobs',
  dependsOn: ['permissions'],
  endpoints: jobs,
  routes,
});
