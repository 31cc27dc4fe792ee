import type { Messages } from '../types.ts';

export default {
  verificationFailed: 'Verification failed, please Login again.',
  rolesRequired: 'getInfo: roles must be a non-null array!',
  loadFailed: 'Could not load your account: {{reason}}',
} satisfies Messages['session'];
