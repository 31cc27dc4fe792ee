import { createStore, readStored, useStore, writeStored } from './createStore.ts';

/** Appearance chosen in the settings drawer, kept in localStorage. */
export interface Settings {
  themeColor: string;
  tagsView: boolean;
  fixedHeader: boolean;
  sidebarLogo: boolean;
  supportPinyinSearch: boolean;
  darkMode: boolean;
}

export const defaultSettings: Settings = {
  themeColor: '#1890ff',
  tagsView: true,
  fixedHeader: false,
  sidebarLogo: true,
  supportPinyinSearch: true,
  darkMode: false,
};

/** The theme colours the settings drawer offers (any other can be picked). */
export const PRESET_THEME_COLORS = [
  '#1890ff',
  '#409eff',
  '#13c2c2',
  '#52c41a',
  '#faad14',
  '#fa541c',
  '#f5222d',
  '#722ed1',
  '#2f54eb',
  '#304156',
];

export const SETTINGS_KEY = 'settings';
const store = createStore<Settings>(
  { ...defaultSettings, ...readStored<Partial<Settings>>(localStorage, SETTINGS_KEY, {}) },
  (value) => writeStored(localStorage, SETTINGS_KEY, value),
);

export const settings = {
  store,
  get: store.get,
  change: <K extends keyof Settings>(key: K, value: Settings[K]) => store.set((s) => ({ ...s, [key]: value })),
  restoreDefaults: () => store.set(defaultSettings),
};

export const useSettings = <S>(select: (s: Settings) => S): S => useStore(store, select);
