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
  range: 'Introduzca un número entero de {{min}} a {{max}}',
  reloaded: 'Se cargó la última versión guardada por otra persona',
  sheet: {
    import: 'Importar',
    export: 'Exportar',
    imported: 'Importado: {{created}} creados, {{updated}} actualizados, {{unchanged}} sin cambios',
    refused: 'Archivo no importado',
    refusedHint: '{{count}} problemas abajo; no se guardó nada del archivo. Corríjalos e importe de nuevo.',
    row: 'Fila',
    column: 'Columna',
    problem: 'Problema',
    template: 'Plantilla',
  },
  edit: 'Editar',
  delete: 'Eliminar',
  actions: 'Acciones',
  on: 'Activo',
  off: 'Inactivo',
  enableOf: 'Activar {{name}}',
} satisfies Messages['widgets'];
