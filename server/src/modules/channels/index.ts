import { channels } from '@fwd/contract';
import { defineArea } from '../../http/area.ts';
import routes from './routes.ts';
import { channelSettingPage } from './menu.ts';

/** Shipping channels. */
export default defineArea({
  name: 'channels',
  dependsOn: ['audit'],
  endpoints: channels,
  routes,
  pages: [channelSettingPage],
});
