import type { Messages } from '../types.ts';

export default {
  kind: {
    orderSync: 'Sincronización de pedidos',
    trackingRefresh: 'Actualización de seguimiento',
    trackingReconcile: 'Conciliación de seguimiento',
  },
  state: {
    queued: 'En cola',
    running: 'En curso',
    done: 'Terminado',
    failed: 'Fallido',
  },
  trigger: {
    manual: 'Manual',
    schedule: 'Programado',
  },
  count: {
    created: 'Creados',
    updated: 'Actualizados',
    unchanged: 'Sin cambios',
    failed: 'Fallidos',
    tracked: 'Consultados',
    delivered: 'Entregados',
    rejected: 'Rechazados',
  },
  progress: 'Progreso',
  counts: 'Resultados',
  waiting: 'Esperando para empezar…',
  counting: '{{done}} hechos hasta ahora',
  background: 'La tarea se ejecuta en segundo plano: cerrar esta ventana no la detiene. Queda registrada en Sincronización y seguimiento.',
  finished: 'terminó {{time}}',
  errors_one: '{{count}} error',
  errors_other: '{{count}} errores',
  errorsKept: 'Solo se guardan los primeros {{kept}} errores; {{count}} fallaron en total',
  noErrors: 'Sin errores',
  ref: 'Elemento',
  reason: 'Motivo',
  whole: 'Toda la tarea',
  close: 'Cerrar',
} satisfies Messages['jobs'];
