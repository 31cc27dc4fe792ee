import type { Messages } from '../types.ts';

export default {
  title: 'Registro de errores',
  empty: 'No hay errores registrados',
  message: 'Mensaje',
  url: 'Página',
  time: 'Hora',
  details: 'Detalles',
  stack: 'Pila',
  clear: 'Vaciar',
  count: '{{count}} en total',
  disabled: 'En desarrollo no se registran errores; defina VITE_ERROR_LOG=true y reinicie para activarlo.',
  boundaryTitle: 'Algo ha salido mal',
  boundaryText: 'No se pudo mostrar esta página. El error se ha añadido al registro de errores.',
  retry: 'Reintentar',
} satisfies Messages['system'];
