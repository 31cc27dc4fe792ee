import { describe, expect, it } from 'vitest';
import { resolvePage } from '../shell/router/pageRegistry.ts';
import HomeDashboardPage from './dashboard/home/index.tsx';
import { pageRegistry } from './registry.ts';

describe('pageRegistry', () => {
  it('holds every screen folder, pages/<area>/<screen>, by its key, and neither the login nor the exception pages', () => {
    expect(Object.keys(pageRegistry).sort()).toEqual([
      'account/changePassword',
      'account/profile',
      'agents/agentSystem',
      'apis/apiManagement',
      'channels/channelSetting',
      'customers/shipmentSystem',
      'dashboard/home',
      'employees/accountRecycle',
      'employees/employee',
      'logistics/syncAndTracking',
      'menus/menuSettings',
      'orders/orderTracking',
      'payables/bills',
      'quotes/priceQuery',
      'quotes/shippingQuery',
      'quotes/weightCalculator',
      'robots/robotSettings',
      'roles/rolePermission',
      'settlement/charges',
      'settlement/profit',
      'settlement/rates',
      'statements/customer',
      'statements/payments',
      'surcharges/surchargeRules',
      'system/errorLog',
      'system/generalSettings',
      'toolbox/addressType',
      'toolbox/brandCheck',
      'toolbox/remoteArea',
      'toolbox/tariffCode',
    ]);
  });

  it('holds the home page itself, which comes with the console, and loads the others when first shown', () => {
    expect(pageRegistry['dashboard/home']).toBe(HomeDashboardPage);
    expect(pageRegistry['dashboard/home']).not.toHaveProperty('preload');
    expect(pageRegistry['employees/employee']).toHaveProperty('preload');
    expect(pageRegistry['employees/employee']).not.toBe(pageRegistry['employees/accountRecycle']);
  });

  it('still finds a page whose menu holds a key from before pages were named by area, by the menu title', () => {
    expect(resolvePage({ component: 'organization/employee', menuTitle: 'employee' }, pageRegistry)).toBe(
      pageRegistry['employees/employee'],
    );
    expect(
      resolvePage({ component: 'shipmentSettings/shipmentSystem', menuTitle: 'shipmentSystem' }, pageRegistry),
    ).toBe(pageRegistry['customers/shipmentSystem']);
  });
});
