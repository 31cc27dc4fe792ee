import type { Messages } from '../types.ts';

export default {
  label: 'Open pages',
  noName: 'no-name',
  refresh: 'Refresh',
  close: 'Close',
  closeOthers: 'Close others',
  closeAll: 'Close all',
} satisfies Messages['tagsView'];
