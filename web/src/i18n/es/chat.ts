import type { Messages } from '../types.ts';

export default {
  idle: 'Libre',
  add: 'Añadir',
  qq: 'Cuentas de QQ',
  wechat: 'Cuentas de WeChat',
  account: 'Cuenta',
  user: 'Usada por',
  newAccount: 'Nueva cuenta',
  accountRequired: 'Introduzca la cuenta',
  qqPattern: 'Un número de QQ tiene de 5 a 12 dígitos y no empieza por 0',
  wechatPattern:
    'Un ID de WeChat empieza por una letra y tiene de 6 a 20 letras, dígitos, _ o -; o introduzca el móvil de 11 dígitos con que se registró',
  assign: 'Asignar a un empleado (ninguno: libre)',
  setIdle: 'Dejar libre',
  deleteConfirm: '¿Eliminar la cuenta «{{account}}»?',
  empty: 'Aún no hay cuentas',
  added: 'Cuenta añadida',
  saved: 'Cuenta guardada',
  deleted: 'Cuenta eliminada',
} satisfies Messages['chat'];
