import type { Messages } from '../types.ts';

export default {
  justNow: 'justo ahora',
  minutesAgo_one: 'hace {{count}} minuto',
  minutesAgo_other: 'hace {{count}} minutos',
  hoursAgo_one: 'hace {{count}} hora',
  hoursAgo_other: 'hace {{count}} horas',
  oneDayAgo: 'hace 1 día',
  minutes_one: '{{count}} minuto',
  minutes_other: '{{count}} minutos',
  hours_one: '{{count}} hora',
  hours_other: '{{count}} horas',
  days_one: '{{count}} día',
  days_other: '{{count}} días',
} satisfies Messages['time'];
