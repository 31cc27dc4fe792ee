import { lazy } from 'react';
import { describe, expect, it } from 'vitest';
import { resolvePage, type PageComponent } from './pageRegistry.ts';

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

  it('answers null for a page this build does not have', () => {
    expect(resolvePage({ component: 'quotes/priceQuery', menuTitle: 'priceQuery' }, registry)).toBeNull();
    expect(resolvePage({ component: null, menuTitle: 'ployee' }, registry)).toBeNull();
  });
});
