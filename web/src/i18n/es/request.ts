import type { Messages } from '../types.ts';

export default {
  unknownError: 'Error',
  network: 'Error de red, compruebe su conexión',
  timeout: 'La solicitud ha superado el tiempo de espera ({{seconds}} s)',
  httpStatus: 'La solicitud ha fallado (HTTP {{status}})',
  expiredTitle: 'Aviso',
  expiredText: 'Su sesión ha caducado, inicie sesión de nuevo',
  signedOutTitle: 'Confirmar cierre de sesión',
  signedOutText: 'Se ha cerrado su sesión. Puede cancelar para quedarse en esta página o volver a iniciar sesión',
  signInAgain: 'Volver a iniciar sesión',
} satisfies Messages['request'];
