import { lazy } from 'react';
import { describe, expect, it } from 'vitest';
import { pageRegistry, resolvePage, type PageComponent } from './registry.ts';

const page = (): PageComponent => lazy(() => Promise.resolve({ default: () => null }));
const employee = page();
const home = page();
const registry = { 'employees/employee': employee, 'dashboard/home': home };

describe('resolvePage', () => {
  it('finds the page by component key', () => {
    expect(resolvePage({ component: 'dashboard/home', menuTitle: 'whatever' }, registry)).toBe(home);
  });

  it('falls back to the menu title', () => {
    expect(resolvePage({ component: null, menuTitle: 'employee' }, registry)).toBe(employee);
    expect(resolvePage({ component: 'old/name', menuTitle: 'employee' }, registry)).toBe(employee);
  });

  it('still finds a page whose menu holds a key from before pages were named by area, by the menu title', () => {
    expect(resolvePage({ component: 'organization/employee', menuTitle: 'employee' })).toBe(pageRegistry['employees/employee']);
    expect(resolvePage({ component: 'shipmentSettings/shipmentSystem', menuTitle: 'shipmentSystem' })).toBe(pageRegistry['customers/shipmentSystem']);
  });

  it('answers null for a page this build does not have', () => {
    expect(resolvePage({ component: 'quotes/priceQuery', menuTitle: 'priceQuery' }, registry)).toBeNull();
    expect(resolvePage({ component: null, menuTitle: 'ployee' }, registry)).toBeNull();
  });

  it('registers the home dashboard the seeded menu names', () => {
    expect(resolvePage({ component: 'dashboard/home', menuTitle: 'homeDashboard' })).toBe(pageRegistry['dashboard/home']);
  });

  it('registers the employees pages the seeded menus name', () => {
    expect(resolvePage({ component: 'employees/employee', menuTitle: 'employee' })).toBe(pageRegistry['employees/employee']);
    expect(resolvePage({ component: 'employees/accountRecycle', menuTitle: 'accountRecycle' })).toBe(pageRegistry['employees/accountRecycle']);
    expect(pageRegistry['employees/employee']).toBeDefined();
  });

  it('registers the order and logistics pages the seeded menus name', () => {
    for (const [component, menuTitle] of [['orders/orderTracking', 'orderTracking'], ['logistics/syncAndTracking', 'syncAndTracking']] as const) {
      expect(pageRegistry[component]).toBeDefined();
      expect(resolvePage({ component, menuTitle })).toBe(pageRegistry[component]);
    }
  });

  it('registers the channel, quote and surcharge pages the seeded menus name', () => {
    for (const [component, menuTitle] of [
      ['channels/channelSetting', 'channelSetting'],
      ['quotes/weightCalculator', 'weightCalculator'],
      ['quotes/priceQuery', 'priceQuery'],
      ['quotes/shippingQuery', 'shippingQuery'],
      ['surcharges/surchargeRules', 'surchargeRules'],
    ] as const) {
      expect(pageRegistry[component]).toBeDefined();
      expect(resolvePage({ component, menuTitle })).toBe(pageRegistry[component]);
    }
  });
});
