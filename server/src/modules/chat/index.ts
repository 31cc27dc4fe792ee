import { chat } from '@fwd/contract';
import { defineArea } from '../../http/area.ts';
import routes from './routes.ts';
import { chatReferrers } from './messages.ts';

/** Company QQ and WeChat accounts. */
export default defineArea({
  name: 'chat',
  dependsOn: ['audit'],
  endpoints: chat,
  routes,
  referrers: chatReferrers,
});
