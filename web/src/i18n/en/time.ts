import type { Messages } from '../types.ts';

export default {
  justNow: 'just now',
  minutesAgo_one: '{{count}} minute ago',
  minutesAgo_other: '{{count}} minutes ago',
  hoursAgo_one: '{{count}} hour ago',
  hoursAgo_other: '{{count}} hours ago',
  oneDayAgo: '1 day ago',
  minutes_one: '{{count}} minute',
  minutes_other: '{{count}} minutes',
  hours_one: '{{count}} hour',
  hours_other: '{{count}} hours',
  days_one: '{{count}} day',
  days_other: '{{count}} days',
} satisfies Messages['time'];
