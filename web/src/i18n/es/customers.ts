import type { Messages } from '../types.ts';

export default {
  tab: {
    customers: 'Clientes',
    numberStatuses: 'Estados de número',
    trackingStatuses: 'Estados de seguimiento',
    countries: 'Países',
  },
  shortName: 'Nombre corto',
  fullName: 'Nombre completo',
  owner: 'Comercial',
  search: 'Buscar nombre, contacto o teléfono',
  add: 'Nuevo cliente',
  edit: 'Editar cliente',
  empty: 'Aún no hay clientes',
  total_one: '{{count}} cliente',
  total_other: '{{count}} clientes',
  deleteOne: '¿Eliminar el cliente «{{name}}»?',
  fileBase: 'clientes',
} satisfies Messages['customers'];
