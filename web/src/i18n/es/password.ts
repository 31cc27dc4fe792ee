import type { Messages } from '../types.ts';

export default {
  title: 'Cambiar contraseña',
  oldPassword: 'Contraseña actual',
  newPassword: 'Nueva contraseña',
  confirmPassword: 'Confirmar nueva contraseña',
  oldRequired: 'Introduzca su contraseña actual',
  newRequired: 'Introduzca una nueva contraseña',
  confirmRequired: 'Vuelva a introducir la nueva contraseña',
  minLength: 'La contraseña necesita al menos {{min}} caracteres',
  mismatch: 'Las dos contraseñas no coinciden',
  submit: 'Cambiar contraseña',
  success: 'Contraseña cambiada. Se han cerrado sus sesiones en otros dispositivos',
} satisfies Messages['password'];
