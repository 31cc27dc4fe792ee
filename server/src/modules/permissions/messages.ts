import { defineMessages } from '../../i18n/index.ts';

export const permissionMessages = defineMessages({
  noSuchMenu: {
    zh: '菜单不存在（编号 {id}）',
    en: 'No such menu (id {id})',
    es: 'No existe el menú (id {id})',
    ja: 'メニューが存在しません（ID {id}）',
  },
  noSuchPermission: {
    zh: '权限不存在（编号 {id}）',
    en: 'No such permission (id {id})',
    es: 'No existe el permiso (id {id})',
    ja: '権限が存在しません（ID {id}）',
  },
  noSuchRole: {
    zh: '角色不存在：{name}',
    en: 'No such role: {name}',
    es: 'No existe el rol: {name}',
    ja: 'ロールが存在しません：{name}',
  },
  otherRole: {
    zh: '只能查看自己角色的菜单',
    en: "You may only see your own role's menus",
    es: 'Solo puede ver los menús de su propio rol',
    ja: '自分のロールのメニューのみ表示できます',
  },
  noSuchPermissions: {
    zh: '权限不存在：{ids}',
    en: 'No such permission(s): {ids}',
    es: 'No existe(n) el/los permiso(s): {ids}',
    ja: '権限が存在しません：{ids}',
  },
  grantBeyondOwn: {
    zh: '不能授予自己没有的权限：{codes}',
    en: 'You cannot grant permissions you do not hold: {codes}',
    es: 'No puede conceder permisos que usted no tiene: {codes}',
    ja: '自分が持っていない権限は付与できません：{codes}',
  },
  notTopMenu: {
    zh: '「{title}」不是一级菜单',
    en: '"{title}" is not a top menu',
    es: '«{title}» no es un menú de primer nivel',
    ja: '「{title}」は第 1 階層のメニューではありません',
  },
  notGroupMenu: {
    zh: '「{title}」不是二级菜单',
    en: '"{title}" is not a level-2 menu',
    es: '«{title}» no es un menú de segundo nivel',
    ja: '「{title}」は第 2 階層のメニューではありません',
  },
});

/** What refers to another record through permissions, for the 40900 of a refused delete. */
export const permissionReferrers = defineMessages({
  permissions: {
    zh: '菜单的功能权限',
    en: "the menu's permissions",
    es: 'los permisos del menú',
    ja: 'メニューの権限',
  },
});
