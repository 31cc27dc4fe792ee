import type { Messages } from '../types.ts';

export default {
  name: 'Nombre',
  code: 'Código',
  color: 'Color',
  colorOf: 'Color de {{name}}',
  order: 'Orden',
  up: 'Subir {{name}}',
  down: 'Bajar {{name}}',
  add: 'Nuevo estado',
  addTitle: 'Nuevo estado de número',
  editTitle: 'Editar estado de número',
  deleteOne: '¿Eliminar el estado de número «{{name}}»?',
  orders: 'Guías',
  inUseTitle: 'No se puede eliminar el estado de número «{{name}}»',
  inUse_one: '{{count}} guía tiene este estado. Asígnele otro estado primero, o desactive este.',
  inUse_other: '{{count}} guías tienen este estado. Asígneles otro estado primero, o desactive este.',
  translation: 'En blanco, se muestra el nombre en chino',
  custom: 'Personalizado',
} satisfies Messages['statuses'];
