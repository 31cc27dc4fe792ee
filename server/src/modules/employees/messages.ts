import { defineMessages } from '../../i18n/index.ts';

export const employeeMessages = defineMessages({
  notFound: {
    zh: '员工不存在或已删除',
    en: 'No such employee, or already deleted',
    es: 'El empleado no existe o ya fue eliminado',
    ja: '社員が存在しないか、既に削除されています',
  },
  someNotFound: {
    zh: '以下员工不存在或已删除：{ids}',
    en: 'These employees do not exist or were already deleted: {ids}',
    es: 'Estos empleados no existen o ya fueron eliminados: {ids}',
    ja: '次の社員は存在しないか、既に削除されています：{ids}',
  },
  usernameTaken: {
    zh: '用户名“{username}”已被使用',
    en: 'The username "{username}" is already taken',
    es: 'El nombre de usuario «{username}» ya está en uso',
    ja: 'ユーザー名「{username}」は既に使われています',
  },
  noSuchRole: { zh: '角色不存在', en: 'No such role', es: 'No existe el rol', ja: 'ロールが存在しません' },
  noSuchCompany: { zh: '公司不存在', en: 'No such company', es: 'No existe la empresa', ja: '会社が存在しません' },
  noSuchSite: { zh: '站点不存在', en: 'No such site', es: 'No existe la sede', ja: '拠点が存在しません' },
  notSelf: {
    zh: '不能删除自己的账号',
    en: 'You cannot delete your own account',
    es: 'No puede eliminar su propia cuenta',
    ja: '自分のアカウントは削除できません',
  },
  notDeleted: {
    zh: '回收站中没有该员工',
    en: 'This employee is not in the recycle bin',
    es: 'Este empleado no está en la papelera',
    ja: 'この社員はごみ箱にありません',
  },
  restoreTaken: {
    zh: '无法恢复：用户名“{username}”已被在职员工使用，请先修改该在职员工的用户名',
    en: 'Cannot restore: the username "{username}" now belongs to an active employee; rename that employee first',
    es: 'No se puede restaurar: el nombre de usuario «{username}» pertenece ahora a un empleado activo; cámbielo primero',
    ja: '復元できません：ユーザー名「{username}」は在籍社員が使用中です。先にその社員のユーザー名を変更してください',
  },
});

/** What refers to another record through the employees' tables, for the 40900 of a refused delete. */
export const employeeReferrers = defineMessages({
  users: { zh: '员工', en: 'employees', es: 'empleados', ja: '社員' },
});
