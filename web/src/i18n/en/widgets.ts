import type { Messages } from '../types.ts';

export default {
  loadFailed: 'Could not load',
  retry: 'Retry',
  loading: 'Loading',
  selected_one: '{{count}} selected',
  selected_other: '{{count}} selected',
  iconPlaceholder: 'Choose an icon',
  pick: {
    placeholder: 'Choose',
    none: 'No match',
    failed: 'Could not load the options',
  },
} satisfies Messages['widgets'];
