import type { Messages } from '../types.ts';

export default {
  code: 'Código',
  sort: 'Orden',
  sortOf: 'Orden de {{name}}',
  search: 'Buscar código, nombre o pinyin (meiguo, mg)',
  total_one: '{{count}} país',
  total_other: '{{count}} países',
} satisfies Messages['countries'];
