import { robots } from '@fwd/contract';
import { defineArea } from '../../http/area.ts';
import jobs from './jobs.ts';
import { robotSettingsPage } from './menu.ts';
import { robots as robotsPlugin } from './plugin.ts';
import routes from './routes.ts';

/**
 * The group robots (WeCom, DingTalk, Feishu): their settings, the robotPost
 * jobs, and `app.robots.post`, through which the groups are told what other
 * areas raise: every new alert and the daily digest (listened to on alerts'
 * `app.alertsRaised`). The webhooks are API keys of the robots' kinds (apis).
 */
export default defineArea({
  name: 'robots',
  dependsOn: ['alerts', 'apis', 'audit', 'system'],
  endpoints: robots,
  routes,
  plugins: [robotsPlugin],
  jobs,
  pages: [robotSettingsPage],
});
