import type { Messages } from '../types.ts';

export default {
  Profile: 'Perfil',
  ChangePassword: 'Cambiar contraseña',
  ErrorLog: 'Registro de errores',
  Login: 'Iniciar sesión',
  NotFound: 'Página no encontrada',
  Unauthorized: 'Sin permiso',
} satisfies Messages['route'];
