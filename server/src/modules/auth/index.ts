import { auth } from '@fwd/contract';
import { defineArea } from '../../http/area.ts';
import routes from './routes.ts';
import sessionUsers from './session-users.ts';
import { authReferrers } from './messages.ts';

/** Signing in and out, the signed-in user's profile and password. */
export default defineArea({
  name: 'auth',
  dependsOn: ['audit', 'permissions'],
  endpoints: auth,
  routes,
  plugins: [sessionUsers],
  referrers: authReferrers,
});
