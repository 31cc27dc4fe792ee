import type { Messages } from '../types.ts';

export default {
  title: 'Iniciar sesión',
  username: 'Usuario',
  password: 'Contraseña',
  usernameRequired: 'Introduzca su usuario',
  passwordRequired: 'Introduzca su contraseña',
  submit: 'Entrar',
  showPassword: 'Mostrar contraseña',
  hidePassword: 'Ocultar contraseña',
  capsLock: 'Bloq Mayús está activado',
  invalidResponse: 'Error de inicio de sesión: datos de respuesta no válidos',
  failed: 'No se pudo iniciar sesión',
} satisfies Messages['login'];
