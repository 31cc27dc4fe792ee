import { HOME_PATH, LOGIN_PATH, NOT_FOUND_PATH, UNAUTHORIZED_PATH } from './appRoute.ts';

export interface GuardInput {
  pathname: string;
  /** The query string with its '?', or ''. */
  search: string;
  hasToken: boolean;
  /** User info and the menu routes are loaded. */
  rolesLoaded: boolean;
  permitted: ReadonlySet<string>;
}

export type GuardDecision = { kind: 'allow' } | { kind: 'redirect'; to: string } | { kind: 'load' };

const allow: GuardDecision = { kind: 'allow' };
const redirect = (to: string): GuardDecision => ({ kind: 'redirect', to });
const ALWAYS_OPEN = new Set([LOGIN_PATH, NOT_FOUND_PATH, UNAUTHORIZED_PATH]);

export const normalizePath = (pathname: string): string => pathname.replace(/\/+$/, '') || '/';

export const loginRedirect = (fullPath: string): string => `${LOGIN_PATH}?redirect=${encodeURIComponent(fullPath)}`;

/** The `redirect` query parameter when it is a path inside this app, else null. */
export function redirectTarget(search: string): string | null {
  const target = new URLSearchParams(search).get('redirect');
  if (!target || !target.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) return null;
  return normalizePath(target.split('?')[0]!) === LOGIN_PATH ? null : target;
}

/**
 * The navigation guard (spec section 2), as a pure decision:
 * - no token: only /login; anything else goes to /login?redirect=<path and query>;
 * - token on /login: on to /dashboard (or the page named by `redirect`);
 * - token, roles not loaded: load user info and menus, then decide again;
 * - token and roles: /login, /404, /401 and permitted paths pass; anything else goes home.
 */
export function decide({ pathname, search, hasToken, rolesLoaded, permitted }: GuardInput): GuardDecision {
  const path = normalizePath(pathname);
  if (!hasToken) return path === LOGIN_PATH ? allow : redirect(loginRedirect(path + search));
  if (path === LOGIN_PATH) return redirect(redirectTarget(search) ?? '/dashboard');
  if (!rolesLoaded) return { kind: 'load' };
  if (ALWAYS_OPEN.has(path) || permitted.has(path)) return allow;
  return redirect(permitted.has(HOME_PATH) ? HOME_PATH : NOT_FOUND_PATH);
}
