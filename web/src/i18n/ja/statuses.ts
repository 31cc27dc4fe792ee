import type { Messages } from '../types.ts';

export default {
  name: '名称',
  code: 'コード',
  color: '色',
  colorOf: '{{name}}の色',
  order: '順序',
  up: '{{name}}を上へ',
  down: '{{name}}を下へ',
} satisfies Messages['statuses'];
