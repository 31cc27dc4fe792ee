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
  /** Why an enabled channel prices nothing today (the list's warning tag). */
  priceGap: {
    notQuoting: 'No cotiza',
    noSheet: 'Sin tarifa vigente',
    notQuotingHint: 'Hoy está fuera de los días de cotización de sus ajustes',
    noSheetHint: 'Hoy no tiene tarifa vigente: la consulta de precios lo deja fuera',
  },
  unpricedOnly: 'Solo los que hoy no cotizan',
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
