import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  closeAllTabs,
  closeOtherTabs,
  closeTab,
  lastTabPath,
  openTab,
  refreshTab,
  syncTabs,
  TABS_KEY,
  type Tab,
  type TabInput,
} from './tabs.ts';

const input = (path: string, over: Partial<TabInput> = {}): TabInput => ({
  path,
  fullPath: path,
  affix: false,
  keepAlive: true,
  ...over,
});
const paths = (list: Tab[]) => list.map((t) => t.path);

const home = input('/homeDashboard', { affix: true });
let list: Tab[];

beforeEach(() => {
  list = [home, input('/a'), input('/b'), input('/c')].reduce<Tab[]>((acc, t) => openTab(acc, t), []);
});

describe('tab operations', () => {
  it('opens each path once and remembers the latest query', () => {
    const again = openTab(list, input('/b', { fullPath: '/b?page=3' }));
    expect(paths(again)).toEqual(['/homeDashboard', '/a', '/b', '/c']);
    expect(again.find((t) => t.path === '/b')?.fullPath).toBe('/b?page=3');
  });

  it('closes one tab but never a pinned one', () => {
    expect(paths(closeTab(list, '/b'))).toEqual(['/homeDashboard', '/a', '/c']);
    expect(paths(closeTab(list, '/homeDashboard'))).toEqual(paths(list));
  });

  it('closes the others, keeping the pinned tabs', () => {
    expect(paths(closeOtherTabs(list, '/b'))).toEqual(['/homeDashboard', '/b']);
  });

  it('closes all, keeping the pinned tabs', () => {
    expect(paths(closeAllTabs(list))).toEqual(['/homeDashboard']);
  });

  it('refresh bumps only that tab', () => {
    const refreshed = refreshTab(list, '/a');
    expect(refreshed.map((t) => t.refreshKey)).toEqual([0, 1, 0, 0]);
  });

  it('names where to go after closing', () => {
    expect(lastTabPath(list, '/')).toBe('/c');
    expect(lastTabPath([], '/')).toBe('/');
  });
});

describe('syncTabs', () => {
  it('drops pages no longer permitted, pins affix pages first and updates flags', () => {
    const synced = syncTabs(openTab(list, input('/d')), [
      input('/a', { keepAlive: false }),
      input('/c'),
      input('/homeDashboard', { affix: true }),
      input('/reports', { affix: true }),
    ]);
    expect(paths(synced)).toEqual(['/homeDashboard', '/reports', '/a', '/c']);
    expect(synced.find((t) => t.path === '/a')?.keepAlive).toBe(false);
  });
});

describe('tabs store', () => {
  it('persists across a reload in sessionStorage', async () => {
    vi.resetModules();
    const first = await import('./tabs.ts');
    first.tabs.open(input('/homeDashboard', { affix: true }));
    first.tabs.open(input('/orders', { fullPath: '/orders?page=2' }));
    first.tabs.close('/homeDashboard');
    expect(JSON.parse(sessionStorage.getItem(TABS_KEY)!)).toHaveLength(2);

    vi.resetModules();
    const reloaded = await import('./tabs.ts');
    expect(reloaded.tabs.get().map((t) => t.fullPath)).toEqual(['/homeDashboard', '/orders?page=2']);

    reloaded.tabs.closeAll();
    expect(paths(reloaded.tabs.get())).toEqual(['/homeDashboard']);
    reloaded.tabs.reset();
    expect(reloaded.tabs.get()).toEqual([]);
  });

  it('starts empty when the stored value is unreadable', async () => {
    sessionStorage.setItem(TABS_KEY, '{not json');
    vi.resetModules();
    const { tabs } = await import('./tabs.ts');
    expect(tabs.get()).toEqual([]);
  });
});
