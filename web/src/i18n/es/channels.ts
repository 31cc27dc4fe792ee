import type { Messages } from '../types.ts';

export default {
  add: 'Nuevo canal',
  editTitle: 'Editar canal',
  search: 'Buscar código, nombre o transportista',
  empty: 'Aún no hay canales',
  noMatch: 'Ningún canal coincide con «{{keyword}}»',
  total_one: '{{count}} canal',
  total_other: '{{count}} canales',
  deleteOne: '¿Eliminar el canal «{{name}}»?',
  codePattern: 'Empieza por letra o dígito; letras, dígitos, punto, guion, guion bajo; hasta 30',
  sortHint: 'Menor va primero',
  tab: {
    express: 'Exprés',
    air: 'Aéreo',
    seaDdp: 'Marítimo DDP',
  },
  mode: {
    express: 'Exprés',
    air: 'Aéreo',
    sea: 'Marítimo',
  },
  field: {
    code: 'Código',
    name: 'Nombre',
    mode: 'Modo',
    incoterm: 'Incoterm',
    carrier: 'Transportista',
    enabled: 'Activo',
    sort: 'Orden',
  },
} satisfies Messages['channels'];
