import type { Messages } from '../types.ts';

export default {
  Profile: 'Profile',
  ChangePassword: 'Change password',
  ErrorLog: 'Error log',
  Login: 'Sign in',
  NotFound: 'Page not found',
  Unauthorized: 'No permission',
} satisfies Messages['route'];
