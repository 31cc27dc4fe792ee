import type { ScopeValue } from '@fwd/contract';
import { defineMessages, type Message } from '../../i18n/index.ts';

export const scopeLabels: Record<ScopeValue, Message> = {
  ALL: { zh: '全部数据', en: 'All data', es: 'Todos los datos', ja: 'すべてのデータ' },
  COMPANY: { zh: '本公司数据', en: "Own company's data", es: 'Datos de la propia empresa', ja: '自社のデータ' },
  CUSTOM: {
    zh: '自定义（指定员工）',
    en: 'Custom (chosen users)',
    es: 'Personalizado (usuarios elegidos)',
    ja: 'カスタム（指定ユーザー）',
  },
  SELF: { zh: '仅本人数据', en: 'Own data only', es: 'Solo datos propios', ja: '本人のデータのみ' },
};

export const roleMessages = defineMessages({
  noSuchRole: {
    zh: '角色不存在（编号 {id}）',
    en: 'No such role (id {id})',
    es: 'No existe el rol (id {id})',
    ja: 'ロールが存在しません（ID {id}）',
  },
  duplicateKey: {
    zh: '角色标识 {name} 已被使用',
    en: 'The role key {name} is already used',
    es: 'La clave de rol {name} ya está en uso',
    ja: 'ロールキー {name} は既に使用されています',
  },
  superKeepsKey: {
    zh: '超级管理员角色的标识不能修改',
    en: "The super-administrator role's key cannot change",
    es: 'La clave del rol de superadministrador no puede cambiar',
    ja: 'スーパー管理者ロールのキーは変更できません',
  },
  superNotDeletable: {
    zh: '超级管理员角色不能删除',
    en: 'The super-administrator role cannot be deleted',
    es: 'El rol de superadministrador no se puede eliminar',
    ja: 'スーパー管理者ロールは削除できません',
  },
  hasMembers: {
    zh: '该角色还有 {count} 名成员（含回收站中的员工），请先移除成员',
    en: 'The role still has {count} member(s) (the recycle bin included); remove them first',
    es: 'El rol aún tiene {count} miembro(s) (incluida la papelera); quítelos primero',
    ja: 'このロールにはまだ {count} 名のメンバー（ごみ箱を含む）がいます。先にメンバーを外してください',
  },
  superKeepsAll: {
    zh: '超级管理员角色拥有全部权限和全部数据，不能收回或缩小',
    en: 'The super-administrator role holds every permission and all data; nothing can be taken from it',
    es: 'El rol de superadministrador tiene todos los permisos y todos los datos; no se le puede quitar nada',
    ja: 'スーパー管理者ロールはすべての権限とデータを持ち、取り消すことはできません',
  },
  lastSuper: {
    zh: '至少需要保留一位在职的超级管理员',
    en: 'At least one active super-administrator must remain',
    es: 'Debe quedar al menos un superadministrador activo',
    ja: '在籍するスーパー管理者を少なくとも 1 名残す必要があります',
  },
  onlySuperActsOnSuper: {
    zh: '只有超级管理员可以操作超级管理员及其角色',
    en: 'Only a super-administrator may act on a super-administrator or their role',
    es: 'Solo un superadministrador puede actuar sobre un superadministrador o su rol',
    ja: 'スーパー管理者とそのロールを操作できるのはスーパー管理者だけです',
  },
  outranked: {
    zh: '对方拥有您没有的权限（{codes}），您不能对其执行此操作',
    en: 'They hold permissions you do not ({codes}); you cannot do this to them',
    es: 'Tiene permisos que usted no tiene ({codes}); no puede realizar esta acción sobre él',
    ja: '相手はあなたが持たない権限（{codes}）を持っているため、この操作はできません',
  },
  widerScope: {
    zh: '对方的数据范围或代理可见性超出您自己的，您不能对其执行此操作',
    en: 'Their data scope or agent visibility goes beyond yours; you cannot do this to them',
    es: 'Su ámbito de datos o visibilidad de agentes supera el suyo; no puede realizar esta acción',
    ja: '相手のデータ範囲または代理店の表示があなたを超えているため、この操作はできません',
  },
  beyondOwnScope: {
    zh: '不能设置超出您自己的数据范围或代理可见性',
    en: 'You cannot give more data scope or agent visibility than you have yourself',
    es: 'No puede conceder más ámbito de datos o visibilidad de agentes de la que usted tiene',
    ja: '自分が持つ以上のデータ範囲や代理店の表示は設定できません',
  },
  usersBeyondOwnScope: {
    zh: '这些员工的数据不在您自己的数据范围内：{ids}',
    en: "These users' data is outside your own data scope: {ids}",
    es: 'Los datos de estos usuarios están fuera de su propio ámbito: {ids}',
    ja: 'これらのユーザーのデータはあなたのデータ範囲外です：{ids}',
  },
  noSuchUsers: {
    zh: '用户不存在：{ids}',
    en: 'No such user(s): {ids}',
    es: 'No existe(n) el/los usuario(s): {ids}',
    ja: 'ユーザーが存在しません：{ids}',
  },
});
