import { P } from '@fwd/contract';
import type { MenuSeed } from '../../db/seed/menuSeed.ts';

/** 系统设置 → 基本设置: the company's name and language. */
export const generalSettingsPage: MenuSeed = {
  menuTitle: 'generalSettings',
  menuTitleCn: '基本设置',
  titles: { en: 'General', es: 'General', ja: '基本設定' },
  menuName: 'GeneralSettings',
  component: 'system/generalSettings',
  icon: 'ShopOutlined',
  view: { name: '查看基本设置', code: P.setting.view },
  functions: [{ name: '编辑基本设置', code: P.setting.edit }],
};
