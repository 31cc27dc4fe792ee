import type { Messages } from '../types.ts';

export default {
  loadFailed: 'No se pudo cargar',
  retry: 'Reintentar',
  loading: 'Cargando',
  selected_one: '{{count}} seleccionado',
  selected_other: '{{count}} seleccionados',
  iconPlaceholder: 'Elija un icono',
  pick: {
    placeholder: 'Elegir',
    none: 'Sin coincidencias',
    failed: 'No se pudieron cargar las opciones',
  },
} satisfies Messages['widgets'];
