import type { MenuRecord, OrderRow, UserInfo } from '@fwd/contract';

export const adminInfo: UserInfo = {
  id: 1, username: 'admin', name: '系统管理员', avatar: '', introduction: '', roles: ['admin'], roleId: 1, roleName: '超级管理员',
  permissions: ['dashboard:view', 'menu:view'],
};

export const menuRecord = (over: Partial<MenuRecord>): MenuRecord => ({
  id: 1, parentId: null, submenuLevel: 1, menuTitle: 'homeDashboard', menuTitleCn: '首页', menuTitleEn: 'Home', menuTitleEs: 'Inicio', menuTitleJa: 'ホーム', menuName: 'HomeDashboard',
  component: 'dashboard/home', icon: 'HomeOutlined', isShow: 1, affix: 1, keepAlive: 1, sort: 0, childCount: 0, functions: [], version: 1,
  ...over,
});

/** The menu the server seeds today: the home dashboard only. */
export const seededMenus: MenuRecord[] = [menuRecord({})];

/** An order as the order page's rows carry it. */
export const orderRow = (over: Partial<OrderRow> = {}): OrderRow => ({
  id: 7, numbers: 'FW2026000123', customerOrderNumber: 'PO-88', originalTrackingNumber: '1Z999AA10123456784', newTrackingNumber: null,
  customerId: 3, shortName: '深圳优品', agentId: 2, agentName: '美西速递', agentCode: 'USW', channelId: 4, channelCode: 'US-EXP', channelName: '美国快递',
  countryId: 8, countryCode: 'US', countryNameCn: '美国', countryName: '美国', consigneeName: 'John Smith', consigneePhone: null, consigneeCity: 'Los Angeles',
  consigneePostcode: '90001', consigneeAddress: '1 Main St', goodsDescription: 'T-shirts', hsCode: '610910', declaredValue: '25.00', currency: 'USD',
  weight: '1.250', pieces: 1, ownerUserId: 10, name: '张伟', username: 'zhangwei', companyName: '总部', statusId: 2, statusName: '已发货',
  statusColor: '#1890ff', trackingStatus: 'InTransit', trackingSubStatus: 'InTransit_CustomsProcessing', lastEvent: 'Customs clearance started',
  lastEventAt: '2026-03-02T08:00:00Z', trackedAt: '2026-03-02T09:00:00Z', problem: false, entryDate: '2026-03-01T02:00:00Z', isReceived: '未签收',
  receivedAt: null, remark: null, version: 4, ...over,
});
