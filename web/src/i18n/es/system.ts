import type { Messages } from '../types.ts';

export default {
  title: 'Registro de errores',
  empty: 'No hay errores registrados',
  message: 'Mensaje',
  url: 'Página',
  time: 'Hora',
  stack: 'Pila',
  clear: 'Vaciar',
  count: '{{count}} en total',
  disabled: 'En desarrollo no se registran errores; defina VITE_ERROR_LOG=true y reinicie para activarlo.',
  boundaryTitle: 'Algo ha salido mal',
  boundaryText: 'No se pudo mostrar esta página. El error se ha añadido al registro de errores.',
  retry: 'Reintentar',
  general: {
    saved: 'Ajustes generales guardados',
    readOnly: 'Solo lectura: cambiarlos requiere «Editar ajustes generales»',
    companyName: 'Nombre de la empresa',
    companyNameHint:
      'Firma lo que reciben los clientes (el Excel de un estado de cuenta) y la página pública de seguimiento',
    companyNameRequired: 'Introduzca el nombre de la empresa',
    companyNameMax: 'Como máximo 100 caracteres',
    language: 'Idioma de la empresa',
    languageHint: 'El idioma en que la empresa escribe a los grupos (robots de grupo, resúmenes diarios)',
  },
} satisfies Messages['system'];
