import { P } from '@fwd/contract';
import type { MenuSeed } from '../../db/seed/menuSeed.ts';

/** 物流系统设置 → 同步与追踪: the outside services' keys, schedules, carriers and the run log. */
export const syncAndTrackingPage: MenuSeed = {
  menuTitle: 'syncAndTracking',
  menuTitleCn: '同步与追踪',
  titles: { en: 'Sync & tracking', es: 'Sincronización y seguimiento', ja: '同期と追跡' },
  menuName: 'SyncAndTracking',
  component: 'logistics/syncAndTracking',
  icon: 'SyncOutlined',
  view: { name: '查看同步与追踪', code: P.logistics.view },
  functions: [{ name: '编辑同步与追踪', code: P.logistics.edit }],
};
