import { describe, expect, it } from 'vitest';
import { decide, redirectTarget, type GuardInput } from './guard.ts';

const permitted = new Set(['/', '/dashboard', '/homeDashboard', '/profile', '/employee']);
const input = (over: Partial<GuardInput>): GuardInput => ({
  pathname: '/employee',
  search: '',
  hasToken: true,
  rolesLoaded: true,
  permitted,
  ...over,
});

describe('decide: without a token', () => {
  it('lets /login through', () => {
    expect(decide(input({ hasToken: false, pathname: '/login', search: '?redirect=%2Fx' }))).toEqual({ kind: 'allow' });
  });

  it('sends every other path to login, keeping the path and its query', () => {
    expect(decide(input({ hasToken: false, pathname: '/employee', search: '?page=2&q=li' }))).toEqual({
      kind: 'redirect',
      to: '/login?redirect=%2Femployee%3Fpage%3D2%26q%3Dli',
    });
    expect(decide(input({ hasToken: false, pathname: '/404' }))).toEqual({
      kind: 'redirect',
      to: '/login?redirect=%2F404',
    });
    expect(decide(input({ hasToken: false, pathname: '/' }))).toEqual({ kind: 'redirect', to: '/login?redirect=%2F' });
  });
});

describe('decide: with a token', () => {
  it('sends /login on to /dashboard, or to a safe redirect target', () => {
    expect(decide(input({ pathname: '/login' }))).toEqual({ kind: 'redirect', to: '/dashboard' });
    expect(decide(input({ pathname: '/login', rolesLoaded: false }))).toEqual({ kind: 'redirect', to: '/dashboard' });
    expect(decide(input({ pathname: '/login', search: '?redirect=%2Femployee%3Fpage%3D2' }))).toEqual({
      kind: 'redirect',
      to: '/employee?page=2',
    });
  });

  it('loads user info and menus first when roles are missing', () => {
    expect(decide(input({ rolesLoaded: false }))).toEqual({ kind: 'load' });
    expect(decide(input({ rolesLoaded: false, pathname: '/404' }))).toEqual({ kind: 'load' });
  });

  it('lets /404, /401 and permitted paths through, with or without a trailing slash', () => {
    for (const pathname of ['/404', '/401', '/employee', '/employee/', '/profile', '/']) {
      expect(decide(input({ pathname }))).toEqual({ kind: 'allow' });
    }
  });

  it('sends paths the user may not open to the home dashboard', () => {
    expect(decide(input({ pathname: '/rolePermission' }))).toEqual({ kind: 'redirect', to: '/homeDashboard' });
    expect(decide(input({ pathname: '/employee/extra' }))).toEqual({ kind: 'redirect', to: '/homeDashboard' });
  });

  it('falls back to /404 when even the home dashboard is not permitted, so it never loops', () => {
    const none = new Set<string>();
    expect(decide(input({ pathname: '/homeDashboard', permitted: none }))).toEqual({ kind: 'redirect', to: '/404' });
    expect(decide(input({ pathname: '/404', permitted: none }))).toEqual({ kind: 'allow' });
  });
});

describe('redirectTarget', () => {
  it('accepts app paths with their query', () => {
    expect(redirectTarget('?redirect=%2Forders%3Fpage%3D2')).toBe('/orders?page=2');
  });

  it('refuses other sites, the login page itself and nothing', () => {
    for (const search of [
      '',
      '?redirect=',
      '?redirect=https%3A%2F%2Fevil.com',
      '?redirect=%2F%2Fevil.com',
      '?redirect=%2Flogin%3Fx%3D1',
      '?redirect=orders',
    ]) {
      expect(redirectTarget(search)).toBeNull();
    }
  });
});
