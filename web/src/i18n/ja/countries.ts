import type { Messages } from '../types.ts';

export default {
  code: 'コード',
  sort: '並び順',
  sortOf: '{{name}}の並び順',
  search: 'コード・名称・ピンイン（meiguo、mg）で検索',
  total_one: '全 {{count}} か国',
  total_other: '全 {{count}} か国',
} satisfies Messages['countries'];
