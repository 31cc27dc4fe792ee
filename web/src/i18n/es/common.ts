import type { Messages } from '../types.ts';

export default {
  productTitle: 'Consola de Transitario',
  cancel: 'Cancelar',
  save: 'Guardar',
  backHome: 'Volver al inicio',
  loading: 'Cargando…',
} satisfies Messages['common'];
