import Cookies from 'js-cookie';

/** The session token lives in the `Admin-Token` cookie (spec section 9). */
export const TOKEN_COOKIE = 'Admin-Token';

/**
 * The cookie as this page last read or wrote it. Chromium answers a read of `document.cookie` from another process:
 * a few milliseconds on a slow PC, for every request. A sign-out in another tab ends the session on the server, and
 * this page's next request is refused and signs it out too.
 */
let held: string | null | undefined;

export const getToken = (): string | null => (held === undefined ? (held = Cookies.get(TOKEN_COOKIE) ?? null) : held);
export const setToken = (token: string): void => {
  Cookies.set(TOKEN_COOKIE, token, { sameSite: 'strict', secure: window.location.protocol === 'https:' });
  held = token;
};
export const removeToken = (): void => {
  Cookies.remove(TOKEN_COOKIE);
  held = null;
};
