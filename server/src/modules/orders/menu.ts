import { P } from '@fwd/contract';
import type { MenuSeed } from '../../db/seed/menuSeed.ts';

/** 货物追踪管理 → 订单运单追踪: the orders, their tracking, export, import and sync. */
export const orderTrackingPage: MenuSeed = {
  menuTitle: 'orderTracking',
  menuTitleCn: '订单运单追踪',
  titles: { en: 'Orders & tracking', es: 'Pedidos y seguimiento', ja: '注文・追跡' },
  menuName: 'OrderTracking',
  component: 'orders/orderTracking',
  icon: 'FileSearchOutlined',
  view: { name: '查看订单', code: P.order.view },
  functions: [
    { name: '编辑订单', code: P.order.edit },
    { name: '删除订单', code: P.order.delete },
    { name: '导出订单', code: P.order.export },
    { name: '导入订单', code: P.order.import },
    { name: '刷新追踪', code: P.order.track },
    { name: '同步订单', code: P.order.sync },
    // The alerts' bell opens these orders: its codes sit with them (the alerts area has no page of its own).
    { name: '查看通知', code: P.alert.view },
    { name: '关注物流异常', code: P.alert.watch },
  ],
};
