import { P } from '@fwd/contract';
import type { MenuSeed } from '../../db/seed/menuSeed.ts';

/** The pages of the employees area, with their permissions; modules/menus/groups.ts places them in the menu tree. */

export const employeePage: MenuSeed = {
  menuTitle: 'employee',
  menuTitleCn: '员工管理',
  titles: { en: 'Employees', es: 'Empleados', ja: '従業員管理' },
  menuName: 'Employee',
  component: 'employees/employee',
  icon: 'UserOutlined',
  view: { name: '查看员工', code: P.employee.view },
  functions: [
    { name: '新增员工', code: P.employee.add },
    { name: '编辑员工', code: P.employee.edit },
    { name: '删除员工', code: P.employee.delete },
    { name: '重置密码', code: P.employee.resetPassword },
    { name: '更新站点', code: P.employee.moveSite },
    { name: '新增公司', code: P.company.add },
    { name: '编辑公司', code: P.company.edit },
    { name: '删除公司', code: P.company.delete },
    { name: '查看QQ/微信账号', code: P.chat.view },
    { name: '编辑QQ/微信账号', code: P.chat.edit },
  ],
};

export const recyclePage: MenuSeed = {
  menuTitle: 'accountRecycle',
  menuTitleCn: '账号回收站',
  titles: { en: 'Account recycle bin', es: 'Papelera de cuentas', ja: 'アカウントのごみ箱' },
  menuName: 'AccountRecycle',
  component: 'employees/accountRecycle',
  icon: 'DeleteOutlined',
  view: { name: '查看回收站', code: P.recycle.view },
  functions: [{ name: '恢复员工', code: P.recycle.restore }],
};
