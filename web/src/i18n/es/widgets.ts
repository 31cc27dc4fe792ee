import type { Messages } from '../types.ts';

export default {
  loadFailed: 'No se pudo cargar',
  retry: 'Reintentar',
  loading: 'Cargando',
  selected_one: '{{count}} seleccionado',
  selected_other: '{{count}} seleccionados',
  iconPlaceholder: 'Elija un icono',
} satisfies Messages['widgets'];
