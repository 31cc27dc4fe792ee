import type { Messages } from '../types.ts';

export default {
  name: 'Nombre',
  code: 'Código',
  color: 'Color',
  colorOf: 'Color de {{name}}',
  order: 'Orden',
  up: 'Subir {{name}}',
  down: 'Bajar {{name}}',
} satisfies Messages['statuses'];
