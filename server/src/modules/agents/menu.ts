import { P } from '@fwd/contract';
import type { MenuSeed } from '../../db/seed/menuSeed.ts';

/** 发货设置 → 代理系统管理: agents and their options; modules/menus/groups.ts places it in the menu tree. */
export const agentSystemPage: MenuSeed = {
  menuTitle: 'agentSystem',
  menuTitleCn: '代理系统管理',
  titles: { en: 'Agent management', es: 'Gestión de agentes', ja: '代理店管理' },
  menuName: 'AgentSystem',
  component: 'agents/agentSystem',
  icon: 'ApartmentOutlined',
  view: { name: '查看代理', code: P.agent.view },
  functions: [
    { name: '新增代理', code: P.agent.add },
    { name: '编辑代理', code: P.agent.edit },
    { name: '删除代理', code: P.agent.delete },
    { name: '代理选项', code: P.agent.options },
    { name: '导入代理', code: P.agent.import },
    { name: '导出代理', code: P.agent.export },
  ],
};
