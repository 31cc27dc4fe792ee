import type { Messages } from '../types.ts';

export default {
  greetingMorning: 'Buenos días, {{name}}',
  greetingAfternoon: 'Buenas tardes, {{name}}',
  greetingEvening: 'Buenas noches, {{name}}',
  role: 'Rol: {{role}}',
  quickLinks: 'Accesos rápidos',
  noLinks: 'Todavía no hay páginas disponibles',
} satisfies Messages['dashboard'];
