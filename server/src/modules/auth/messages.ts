import { defineMessages } from '../../i18n/index.ts';

export const authMessages = defineMessages({
  badCredentials: {
    zh: '用户名或密码错误',
    en: 'Incorrect username or password',
    es: 'Usuario o contraseña incorrectos',
    ja: 'ユーザー名またはパスワードが正しくありません',
  },
  tooManyAttempts: {
    zh: '登录失败次数过多，请 {minutes} 分钟后再试',
    en: 'Too many failed sign-ins; try again in {minutes} minutes',
    es: 'Demasiados intentos fallidos; inténtelo de nuevo en {minutes} minutos',
    ja: 'ログインの失敗が多すぎます。{minutes} 分後に再試行してください',
  },
  wrongOldPassword: {
    zh: '原密码不正确',
    en: 'The current password is incorrect',
    es: 'La contraseña actual no es correcta',
    ja: '現在のパスワードが正しくありません',
  },
  samePassword: {
    zh: '新密码不能与原密码相同',
    en: 'The new password must differ from the current one',
    es: 'La nueva contraseña debe ser distinta de la actual',
    ja: '新しいパスワードは現在のパスワードと異なる必要があります',
  },
});

/** What refers to another record through sign-in, for the 40900 of a refused delete. */
export const authReferrers = defineMessages({
  sessions: { zh: '登录会话', en: 'sign-in sessions', es: 'sesiones', ja: 'ログインセッション' },
});
