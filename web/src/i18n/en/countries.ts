import type { Messages } from '../types.ts';

export default {
  code: 'Code',
  sort: 'Order',
  sortOf: 'Order of {{name}}',
  search: 'Search code, name or pinyin (meiguo, mg)',
  total_one: '{{count}} country',
  total_other: '{{count}} countries',
} satisfies Messages['countries'];
