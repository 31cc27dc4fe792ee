import type { Messages } from '../types.ts';

export default {
  notFound: 'Lo sentimos, la página que busca no existe.',
  unauthorized: 'Lo sentimos, no tiene permiso para abrir esta página.',
  missingTitle: 'Esta página no está en esta versión',
  missingText:
    'El menú apunta al componente de página «{{component}}», que esta versión no contiene. Pida a un administrador que revise la configuración del menú.',
} satisfies Messages['errorPage'];
