import { defineMessages } from '../../i18n/index.ts';

export const permissionMessages = defineMessages({
  noSuchRole: { zh: '角色不存在：{name}', en: 'No such role: {name}', es: 'No existe el rol: {name}', ja: 'ロールが存在しません：{name}' },
  otherRole: {
    zh: '只能查看自己角色的菜单',
    en: "You may only see your own role's menus",
    es: 'Solo puede ver los menús de su propio rol',
    ja: '自分のロールのメニューのみ表示できます',
  },
});
