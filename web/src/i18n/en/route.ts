import type { Messages } from '../types.ts';

export default {
  HomeDashboard: 'Home',
  Profile: 'Profile',
  ChangePassword: 'Change password',
  ErrorLog: 'Error log',
  Organization: 'Organization',
  Employee: 'Employees',
  AccountRecycle: 'Account recycle bin',
  System: 'System settings',
  Permission: 'Permissions',
  RolePermission: 'Role permissions',
  ApiManagement: 'API management',
  MenuSettings: 'Menu settings',
  Login: 'Sign in',
  NotFound: 'Page not found',
  Unauthorized: 'No permission',
} satisfies Messages['route'];
