import { files } from '@fwd/contract';
import { defineArea } from '../../http/area.ts';
import routes from './routes.ts';

/** Uploaded images (avatars). */
export default defineArea({
  name: 'files',
  dependsOn: [],
  endpoints: files,
  routes,
});
