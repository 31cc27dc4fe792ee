import Cookies from 'js-cookie';

/** The session token lives in the `Admin-Token` cookie (spec section 9). */
export const TOKEN_COOKIE = 'Admin-Token';

export const getToken = (): string | null => Cookies.get(TOKEN_COOKIE) ?? null;
export const setToken = (token: string): void => {
  Cookies.set(TOKEN_COOKIE, token, { sameSite: 'strict', secure: window.location.protocol === 'https:' });
};
export const removeToken = (): void => Cookies.remove(TOKEN_COOKIE);
