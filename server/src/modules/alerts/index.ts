import { alerts } from '@fwd/contract';
import { defineArea } from '../../http/area.ts';
import jobs from './jobs.ts';
import { alertRules } from './plugin.ts';
import { alertsRaised } from './raised.ts';
import routes from './routes.ts';

/**
 * Alerts: exceptions, delivery failures, silent parcels and failed syncs or
 * refreshes raised once per parcel and event (rules.ts), read through the
 * navbar's bell by the orders' owners and the roles that watch logistics, and
 * a daily digest per person. Listens to tracking's `app.trackingWrites` and the
 * queue's failures; tells `app.alertsRaised`'s listeners what it raises.
 */
export default defineArea({
  name: 'alerts',
  dependsOn: ['orders', 'roles', 'tracking'],
  endpoints: alerts,
  routes,
  plugins: [alertsRaised, alertRules],
  jobs,
});
