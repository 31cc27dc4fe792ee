import type { Messages } from '../types.ts';

export default {
  greetingMorning: 'おはようございます、{{name}} さん',
  greetingAfternoon: 'こんにちは、{{name}} さん',
  greetingEvening: 'こんばんは、{{name}} さん',
  role: 'ロール：{{role}}',
  quickLinks: 'クイックリンク',
  noLinks: '利用できるページはまだありません',
} satisfies Messages['dashboard'];
