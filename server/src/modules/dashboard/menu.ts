import { P } from '@fwd/contract';
import type { MenuSeed } from '../../db/seed/menuSeed.ts';

/** 首页: the day's business at a glance, the common tools; everybody's first tab. */
export const homePage: MenuSeed = {
  menuTitle: 'homeDashboard',
  menuTitleCn: '首页',
  titles: { en: 'Home', es: 'Inicio', ja: 'ホーム' },
  menuName: 'HomeDashboard',
  component: 'dashboard/home',
  icon: 'HomeOutlined',
  affix: 1,
  view: { name: '查看首页', code: P.dashboard.view },
};
