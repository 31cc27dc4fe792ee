import { expect, type APIRequestContext, type Page } from '@playwright/test';

export const ADMIN = { username: 'admin', password: 'admin12345' };

/** Fills the login form and submits with Enter, as people do. */
export async function signIn(page: Page, username: string, password: string): Promise<void> {
  await page.getByLabel(/用户名|Username/).fill(username);
  await page.getByLabel(/^(密码|Password)$/).fill(password);
  await page.getByLabel(/^(密码|Password)$/).press('Enter');
}

export async function signInAsAdmin(page: Page, path = '/'): Promise<void> {
  await page.goto(path);
  await signIn(page, ADMIN.username, ADMIN.password);
  await expect(page).not.toHaveURL(/\/login/);
}

export interface Api {
  token: string;
  call<T = unknown>(method: string, path: string, body?: unknown): Promise<T>;
}

/** Talks to the API directly (setting up data, checking what the UI saved). Throws unless code 20000. */
export async function apiAs(
  request: APIRequestContext,
  username: string,
  password: string,
  baseURL?: string,
): Promise<Api> {
  const base = baseURL ?? '';
  const login = await request.post(`${base}/api/users/login`, { data: { username, password } });
  const { data } = (await login.json()) as { data: { token: string } };
  const call: Api['call'] = async (method, path, body) => {
    const res = await request.fetch(`${base}/api${path}`, {
      method,
      headers: { authorization: `Bearer ${data.token}` },
      ...(body !== undefined ? { data: body } : {}),
    });
    const json = (await res.json()) as { code: number; message: string; data: never };
    if (json.code !== 20000) throw new Error(`${method} ${path}: ${json.code} ${json.message}`);
    return json.data;
  };
  return { token: data.token, call };
}

export const adminApi = (request: APIRequestContext, baseURL?: string) =>
  apiAs(request, ADMIN.username, ADMIN.password, baseURL);
