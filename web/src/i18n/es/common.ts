import type { Messages } from '../types.ts';

export default {
  productTitle: 'Consola de Transitario',
  cancel: 'Cancelar',
  close: 'Cerrar',
  save: 'Guardar',
  delete: 'Eliminar',
  actions: 'Acciones',
  backHome: 'Volver al inicio',
  loading: 'Cargando…',
} satisfies Messages['common'];
