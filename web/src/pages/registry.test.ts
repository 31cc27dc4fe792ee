import { lazy } from 'react';
import { describe, expect, it } from 'vitest';
import { pageRegistry, resolvePage, type PageComponent } from './registry.ts';

const page = (): PageComponent => lazy(() => Promise.resolve({ default: () => null }));
const employee = page();
const home = page();
const registry = { 'organization/employee': employee, 'dashboard/home': home };

describe('resolvePage', () => {
  it('finds the page by component key', () => {
    expect(resolvePage({ component: 'dashboard/home', menuTitle: 'whatever' }, registry)).toBe(home);
  });

  it('falls back to the menu title', () => {
    expect(resolvePage({ component: null, menuTitle: 'employee' }, registry)).toBe(employee);
    expect(resolvePage({ component: 'old/name', menuTitle: 'employee' }, registry)).toBe(employee);
  });

  it('answers null for a page this build does not have', () => {
    expect(resolvePage({ component: 'quote/priceQuery', menuTitle: 'priceQuery' }, registry)).toBeNull();
    expect(resolvePage({ component: null, menuTitle: 'ployee' }, registry)).toBeNull();
  });

  it('registers the home dashboard the seeded menu names', () => {
    expect(resolvePage({ component: 'dashboard/home', menuTitle: 'homeDashboard' })).toBe(pageRegistry['dashboard/home']);
  });

  it('registers the organization pages the seeded menus name', () => {
    expect(resolvePage({ component: 'organization/employee', menuTitle: 'employee' })).toBe(pageRegistry['organization/employee']);
    expect(resolvePage({ component: 'organization/accountRecycle', menuTitle: 'accountRecycle' })).toBe(pageRegistry['organization/accountRecycle']);
    expect(pageRegistry['organization/employee']).toBeDefined();
  });

  it('registers the order and logistics pages the seeded menus name', () => {
    for (const [component, menuTitle] of [['shipment/orderTracking', 'orderTracking'], ['logisticsSettings/syncAndTracking', 'syncAndTracking']] as const) {
      expect(pageRegistry[component]).toBeDefined();
      expect(resolvePage({ component, menuTitle })).toBe(pageRegistry[component]);
    }
  });

  it('registers the quote pages the seeded menus name', () => {
    for (const [component, menuTitle] of [
      ['quote/channelSetting', 'channelSetting'],
      ['quote/weightCalculator', 'weightCalculator'],
      ['quote/priceQuery', 'priceQuery'],
      ['quote/shippingQuery', 'shippingQuery'],
      ['quote/surchargeRules', 'surchargeRules'],
    ] as const) {
      expect(pageRegistry[component]).toBeDefined();
      expect(resolvePage({ component, menuTitle })).toBe(pageRegistry[component]);
    }
  });
});
