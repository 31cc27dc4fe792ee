import type { Messages } from '../types.ts';

export default {
  justNow: 'たった今',
  minutesAgo_one: '{{count}} 分前',
  minutesAgo_other: '{{count}} 分前',
  hoursAgo_one: '{{count}} 時間前',
  hoursAgo_other: '{{count}} 時間前',
  oneDayAgo: '1 日前',
  minutes_one: '{{count}} 分',
  minutes_other: '{{count}} 分',
  hours_one: '{{count}} 時間',
  hours_other: '{{count}} 時間',
  days_one: '{{count}} 日',
  days_other: '{{count}} 日',
} satisfies Messages['time'];
