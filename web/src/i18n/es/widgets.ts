import type { Messages } from '../types.ts';

export default {
  loadFailed: 'No se pudo cargar',
  retry: 'Reintentar',
  iconPlaceholder: 'Elija un icono',
} satisfies Messages['widgets'];
