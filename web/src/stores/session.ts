import {
  loginRoute,
  logoutRoute,
  sessionRoute,
  type auth,
  type BodyOf,
  type MenuRecord,
  type ResponseOf,
  type UserInfo,
} from '@fwd/contract';
import { request } from '../api/client.ts';
import { forgetPermVersion, onPermissionsChanged } from '../api/permVersion.ts';
import { retryAfterSignIn } from '../api/sessionPolicy.ts';
import { removeToken, setToken } from '../api/token.ts';
import { i18n } from '../i18n/index.ts';
import { createStore, useStore } from './createStore.ts';
import { tabs } from './tabs.ts';

export interface SessionState {
  /** 'ready' once user info and the role's menus are loaded ("roles loaded"). */
  status: 'idle' | 'loading' | 'ready';
  user: UserInfo | null;
  menus: readonly MenuRecord[];
  /** Why the last load failed; the login page shows it. */
  failure: string | null;
}

const signedOut: SessionState = { status: 'idle', user: null, menus: [], failure: null };
const store = createStore<SessionState>(signedOut);

let generation = 0;
let loading: Promise<void> | null = null;
let refreshing: Promise<void> | null = null;
let refreshAgain = false;

/*
 * Sign-in, sign-out and the session are called by their routes alone (method
 * and path, all the client reads): the requests leave at once, instead of
 * after zod, which the endpoints' schemas need, has downloaded.
 */
const requestSignIn = (body: BodyOf<typeof auth.login>) =>
  request(loginRoute as typeof auth.login, { body, quiet: true });
/** Quiet: a failed session load is reported on the login page. */
const requestSession = () => request(sessionRoute as typeof auth.session, { quiet: true });

/** Spec section 5: info must carry data and a non-empty roles array. */
export function checkUserInfo(info: UserInfo | null | undefined): UserInfo {
  if (!info) throw new Error(i18n.t('session:verificationFailed'));
  if (!Array.isArray(info.roles) || info.roles.length === 0) throw new Error(i18n.t('session:rolesRequired'));
  return info;
}

async function fetchSession(): Promise<Pick<SessionState, 'user' | 'menus'>> {
  const data = await requestSession();
  return { user: checkUserInfo(data?.user), menus: data.menus };
}

/** The previous value when the new one is equal: components selecting it do not re-render, the routes are not rebuilt. */
const keepIfEqual = <T>(previous: T, next: T): T =>
  JSON.stringify(previous) === JSON.stringify(next) ? previous : next;

const describe = (error: unknown) =>
  i18n.t('session:loadFailed', { reason: error instanceof Error ? error.message : String(error) });

/** Drops a load or refresh in flight: whatever it brings back is ignored. */
function discardPending(): void {
  generation++;
  loading = null;
  refreshing = null;
  refreshAgain = false;
}

export const session = {
  store,
  get: store.get,

  /**
   * Loads user info and the menus of the user's role (one request); concurrent calls
   * share one load. On failure the token is cleared (the guard then sends the
   * user to login, where `failure` is shown).
   */
  load(): Promise<void> {
    if (loading) return loading;
    const mine = ++generation;
    store.set((s) => ({ ...s, status: 'loading', failure: null }));
    const current = fetchSession()
      .then(({ user, menus }) => {
        if (mine === generation) store.set({ status: 'ready', user, menus, failure: null });
      })
      .catch((error: unknown) => {
        if (mine !== generation) return;
        removeToken();
        store.set({ ...signedOut, failure: describe(error) });
      })
      .finally(() => {
        if (loading === current) loading = null;
      });
    loading = current;
    return current;
  },

  /**
   * Reloads user info and menus in place, after the role's permissions changed
   * (or the window regained focus). The page stays while it runs; the sidebar,
   * routes and buttons follow the new records, and the guard sends the user
   * home if the current page is no longer permitted. A failure keeps what is
   * shown: the next ordinary call meets the same problem and reports it. A
   * request during a refresh runs once more afterwards, so no change is missed.
   */
  refresh(): Promise<void> {
    if (store.get().status !== 'ready') return loading ?? Promise.resolve();
    if (refreshing) {
      refreshAgain = true;
      return refreshing;
    }
    const mine = generation;
    const current = fetchSession()
      .then(({ user, menus }) => {
        if (mine !== generation) return;
        store.set((s) => ({ ...s, user: keepIfEqual(s.user, user), menus: keepIfEqual(s.menus, menus) }));
      })
      .catch(() => undefined)
      .finally(() => {
        if (refreshing !== current) return; // a reset came first
        refreshing = null;
        if (refreshAgain) {
          refreshAgain = false;
          void session.refresh();
        }
      });
    refreshing = current;
    return current;
  },

  /** Forgets user and menus (a load or refresh in flight is discarded); the guard loads them again. */
  reset(): void {
    discardPending();
    forgetPermVersion();
    store.set(signedOut);
  },

  /**
   * Signs in: one request answers the token, the user and the menus, so the
   * console starts without loading them. A refusal or an unusable answer
   * throws and changes nothing. Calls that waited for a new sign-in then run again.
   * `signedIn` is given the answer with the new token in place, before the console hears of it: the console
   * renders at once, and takes what `signedIn` kept (the home page's figures) in that render.
   */
  async signIn(
    credentials: BodyOf<typeof auth.login>,
    signedIn?: (answer: Partial<ResponseOf<typeof auth.login>>) => void,
  ): Promise<void> {
    const data: Partial<ResponseOf<typeof auth.login>> | null = await requestSignIn(credentials);
    if (!data?.token) throw new Error(i18n.t('login:invalidResponse'));
    const user = checkUserInfo(data.user);
    discardPending();
    // The sign-in answer's x-perm-version, noted by the client, stays the start for these menus.
    setToken(data.token);
    signedIn?.(data);
    store.set({ status: 'ready', user, menus: data.menus ?? [], failure: null });
    retryAfterSignIn();
  },

  /**
   * Signs out here at once (token, roles, cookie, tabs), so the login page
   * follows without waiting on the network, and asks the server to end the
   * session: the request takes the token as it leaves, before it is removed.
   * Best effort: the session may already be gone there, and it expires anyway.
   */
  logout(): void {
    void request(logoutRoute as typeof auth.logout, { quiet: true }).catch(() => undefined);
    removeToken();
    session.reset();
    tabs.reset();
  },

  setUser(user: UserInfo): void {
    store.set((s) => ({ ...s, user }));
  },
};

onPermissionsChanged(() => void session.refresh());

export const useSession = <S>(select: (state: SessionState) => S): S => useStore(store, select);
