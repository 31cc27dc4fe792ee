import { createStore, readStored, useStore, writeStored } from './createStore.ts';

/** A visited page in the tags view, keyed by path. The title comes from the route (else 'no-name'). */
export interface Tab {
  path: string;
  /** Path with query: where clicking the tab goes back to. */
  fullPath: string;
  affix: boolean;
  keepAlive: boolean;
  /** Bumped by "refresh": the page is mounted afresh. */
  refreshKey: number;
}

export type TabInput = Omit<Tab, 'refreshKey'>;

/** Opens a tab, or updates the query and flags of an open one. */
export function openTab(list: readonly Tab[], tab: TabInput): Tab[] {
  const existing = list.find((t) => t.path === tab.path);
  if (!existing) return [...list, { ...tab, refreshKey: 0 }];
  return list.map((t) => (t === existing ? { ...t, ...tab } : t));
}

/** Closes one tab; pinned tabs stay. */
export const closeTab = (list: readonly Tab[], path: string): Tab[] => list.filter((t) => t.affix || t.path !== path);

/** Keeps the pinned tabs and the given one. */
export const closeOtherTabs = (list: readonly Tab[], path: string): Tab[] =>
  list.filter((t) => t.affix || t.path === path);

/** Keeps only the pinned tabs. */
export const closeAllTabs = (list: readonly Tab[]): Tab[] => list.filter((t) => t.affix);

export const refreshTab = (list: readonly Tab[], path: string): Tab[] =>
  list.map((t) => (t.path === path ? { ...t, refreshKey: t.refreshKey + 1 } : t));

/**
 * After the routes are (re)built: drops tabs of pages the user may no longer
 * open, refreshes pinned and cached flags, and puts the pinned pages first.
 */
export function syncTabs(list: readonly Tab[], pages: readonly TabInput[]): Tab[] {
  const byPath = new Map(pages.map((p) => [p.path, p]));
  const kept = list
    .filter((t) => byPath.has(t.path))
    .map((t) => ({ ...t, affix: byPath.get(t.path)!.affix, keepAlive: byPath.get(t.path)!.keepAlive }));
  const pinned = pages
    .filter((p) => p.affix)
    .map((p) => kept.find((t) => t.path === p.path) ?? { ...p, refreshKey: 0 });
  return [...pinned, ...kept.filter((t) => !t.affix)];
}

/** Where to go after closing tabs: the last one left, else the given fallback. */
export const lastTabPath = (list: readonly Tab[], fallback: string): string => list.at(-1)?.fullPath ?? fallback;

export const TABS_KEY = 'tabs';
const store = createStore<Tab[]>(readStored(sessionStorage, TABS_KEY, []), (value) =>
  writeStored(sessionStorage, TABS_KEY, value),
);

export const tabs = {
  store,
  get: store.get,
  open: (tab: TabInput) => store.set((list) => openTab(list, tab)),
  close: (path: string) => store.set((list) => closeTab(list, path)),
  closeOthers: (path: string) => store.set((list) => closeOtherTabs(list, path)),
  closeAll: () => store.set((list) => closeAllTabs(list)),
  refresh: (path: string) => store.set((list) => refreshTab(list, path)),
  sync: (pages: readonly TabInput[]) => store.set((list) => syncTabs(list, pages)),
  /** Signing out closes every tab, pinned ones too: the next user has other menus. */
  reset: () => store.set([]),
};

export const useTabs = (): Tab[] => useStore(store);
