import type { Messages } from '../types.ts';

export default {
  greetingMorning: 'Good morning, {{name}}',
  greetingAfternoon: 'Good afternoon, {{name}}',
  greetingEvening: 'Good evening, {{name}}',
  role: 'Role: {{role}}',
  quickLinks: 'Quick links',
  noLinks: 'No pages available yet',
} satisfies Messages['dashboard'];
