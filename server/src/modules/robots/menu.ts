import { P } from '@fwd/contract';
import type { MenuSeed } from '../../db/seed/menuSeed.ts';

/** 系统设置 → 群机器人: which robots post, quiet hours, a test message; the webhooks themselves are API keys. */
export const robotSettingsPage: MenuSeed = {
  menuTitle: 'robotSettings',
  menuTitleCn: '群机器人',
  titles: { en: 'Group robots', es: 'Robots de grupo', ja: 'グループロボット' },
  menuName: 'RobotSettings',
  component: 'robots/robotSettings',
  icon: 'MessageOutlined',
  view: { name: '查看群机器人', code: P.robot.view },
  functions: [{ name: '编辑群机器人', code: P.robot.edit }],
};
