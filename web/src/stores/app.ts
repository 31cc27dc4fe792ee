import type { ConfigProviderProps } from 'antd';
import Cookies from 'js-cookie';
import { createStore, useStore } from './createStore.ts';

/** Layout state kept in cookies (spec section 9): `sidebarStatus` 1/0 and `size`. */
export type Size = 'large' | 'medium' | 'small';
export const SIZES: readonly Size[] = ['large', 'medium', 'small'];
export const antdSize: Record<Size, ConfigProviderProps['componentSize']> = {
  large: 'large',
  medium: 'middle',
  small: 'small',
};

export interface AppState {
  sidebarOpened: boolean;
  /** Set when the sidebar was toggled in a way that should not animate (e.g. the device changed). */
  sidebarWithoutAnimation: boolean;
  size: Size;
}

const cookie = { sameSite: 'strict', expires: 365 } as const;
const storedSize = Cookies.get('size');

const store = createStore<AppState>({
  sidebarOpened: Cookies.get('sidebarStatus') !== '0',
  sidebarWithoutAnimation: false,
  size: SIZES.includes(storedSize as Size) ? (storedSize as Size) : 'medium',
});

export const app = {
  store,
  get: store.get,
  toggleSidebar(): void {
    const opened = !store.get().sidebarOpened;
    Cookies.set('sidebarStatus', opened ? '1' : '0', cookie);
    store.set((s) => ({ ...s, sidebarOpened: opened, sidebarWithoutAnimation: false }));
  },
  closeSidebar(withoutAnimation: boolean): void {
    Cookies.set('sidebarStatus', '0', cookie);
    store.set((s) => ({ ...s, sidebarOpened: false, sidebarWithoutAnimation: withoutAnimation }));
  },
  setSize(size: Size): void {
    Cookies.set('size', size, cookie);
    store.set((s) => ({ ...s, size }));
  },
};

export const useApp = <S>(select: (state: AppState) => S): S => useStore(store, select);
