import type { Messages } from '../types.ts';

export default {
  loadFailed: 'Could not load',
  retry: 'Retry',
  iconPlaceholder: 'Choose an icon',
} satisfies Messages['widgets'];
