import type { Messages } from '../types.ts';

export default {
  label: 'Páginas abiertas',
  noName: 'sin nombre',
  refresh: 'Actualizar',
  close: 'Cerrar',
  closeOthers: 'Cerrar las demás',
  closeAll: 'Cerrar todas',
} satisfies Messages['tagsView'];
