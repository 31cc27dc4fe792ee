import { auth, Code, files, menus, system } from '@fwd/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, forgetPermVersion, onPermissionsChanged, request, retryAfterSignIn, TIMEOUT_MS, upload } from './client.ts';
import { installFeedback, type ConfirmDialog } from './feedback.ts';
import { getToken, setToken } from './token.ts';

const envelope = (code: number, data: unknown = null, message = '') =>
  new Response(JSON.stringify({ code, message, data }), { status: code === Code.OK ? 200 : 400, headers: { 'Content-Type': 'application/json' } });

const fetchMock = vi.fn<typeof fetch>();
const toast = vi.fn<(message: string, durationMs: number) => void>();
const goToLogin = vi.fn<(redirect: string) => void>();
let dialogs: { dialog: ConfirmDialog; answer: (ok: boolean) => void }[] = [];

const sentHeaders = (call: number) => new Headers(fetchMock.mock.calls[call]?.[1]?.headers);
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  dialogs = [];
  installFeedback({
    error: toast,
    goToLogin,
    confirm: (dialog) => new Promise((resolve) => dialogs.push({ dialog, answer: resolve })),
  });
  window.history.replaceState(null, '', '/orders?page=2&q=x');
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  fetchMock.mockReset();
  toast.mockReset();
  goToLogin.mockReset();
});

describe('request: envelope', () => {
  it('resolves the data of a 20000 envelope and sends token, language and JSON body', async () => {
    setToken('tok-1');
    fetchMock.mockResolvedValueOnce(envelope(Code.OK, { token: 'abc' }));

    await expect(request(auth.login, { body: { username: 'admin', password: 'secret' } })).resolves.toEqual({ token: 'abc' });

    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/users/login');
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe(JSON.stringify({ username: 'admin', password: 'secret' }));
    expect(sentHeaders(0).get('Authorization')).toBe('Bearer tok-1');
    expect(sentHeaders(0).get('Accept-Language')).toBe('zh');
    expect(sentHeaders(0).get('Content-Type')).toBe('application/json');
  });

  it('sends no Authorization header without a token, and fills path parameters and the query', async () => {
    fetchMock.mockResolvedValueOnce(envelope(Code.OK, []));
    fetchMock.mockResolvedValueOnce(envelope(Code.OK, { status: 'ok' }));

    await request(menus.byRoleName, { params: { name: 'sales team/a' } });
    await request(auth.info, { query: { Authorization: 'x y' } });

    expect(fetchMock.mock.calls[0]![0]).toBe('/api/user-permissions/getUserPermissionsByRoleName/sales%20team%2Fa');
    expect(fetchMock.mock.calls[1]![0]).toBe('/api/users/info?Authorization=x+y');
    expect(sentHeaders(0).has('Authorization')).toBe(false);
  });

  it('rejects other codes with ApiError and toasts the message for 5 s', async () => {
    fetchMock.mockResolvedValueOnce(envelope(Code.FORBIDDEN, null, '没有权限'));

    const error = await request(system.health).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: Code.FORBIDDEN, message: '没有权限' });
    expect(toast).toHaveBeenCalledWith('没有权限', 5000);
  });

  it("falls back to 'Error' (translated) when the envelope has no message", async () => {
    fetchMock.mockResolvedValueOnce(envelope(Code.INTERNAL, null, ''));
    await expect(request(system.health)).rejects.toMatchObject({ code: Code.INTERNAL, message: '错误' });
  });

  it('exposes the field errors of a 40000 response', async () => {
    const errors = [{ path: 'username', message: '太短' }, { path: 'items.0.name', message: '必填' }];
    fetchMock.mockResolvedValueOnce(envelope(Code.BAD_INPUT, { errors }, '输入有误'));

    const error = (await request(auth.login, { body: { username: 'a', password: 'b' } }).catch((e: unknown) => e)) as ApiError;

    expect(error.fieldErrors).toEqual(errors);
    expect(toast).toHaveBeenCalledWith('输入有误', 5000);
  });

  it('reports an HTTP error without an envelope by its status', async () => {
    fetchMock.mockResolvedValueOnce(new Response('<html>bad gateway</html>', { status: 502 }));
    await expect(request(system.health)).rejects.toMatchObject({ code: 502, message: '请求失败（HTTP 502）' });
    expect(toast).toHaveBeenCalledWith('请求失败（HTTP 502）', 5000);
  });

  it('quiet calls neither toast nor open dialogs', async () => {
    fetchMock.mockResolvedValueOnce(envelope(Code.FORBIDDEN, null, 'no'));
    fetchMock.mockResolvedValueOnce(envelope(Code.TOKEN_EXPIRED, null, 'expired'));
    setToken('t');

    await expect(request(system.health, { quiet: true })).rejects.toMatchObject({ code: Code.FORBIDDEN });
    await expect(request(system.health, { quiet: true })).rejects.toMatchObject({ code: Code.TOKEN_EXPIRED });

    expect(toast).not.toHaveBeenCalled();
    expect(dialogs).toHaveLength(0);
    expect(getToken()).toBe('t');
  });

  it('uploads multipart forms without forcing a content type', async () => {
    fetchMock.mockResolvedValueOnce(envelope(Code.OK, { url: '/uploads/a.png' }));
    const form = new FormData();
    form.append('file', new Blob(['x'], { type: 'image/png' }), 'a.png');

    await expect(upload(files.uploadImage, form)).resolves.toEqual({ url: '/uploads/a.png' });
    expect(fetchMock.mock.calls[0]![1]?.body).toBe(form);
    expect(sentHeaders(0).has('Content-Type')).toBe(false);
  });
});

describe('request: network failures', () => {
  it('toasts the client message for 5 s when the network fails', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));

    await expect(request(system.health)).rejects.toMatchObject({ code: 0, message: '网络错误，请检查网络连接' });
    expect(toast).toHaveBeenCalledWith('网络错误，请检查网络连接', 5000);
  });

  it('aborts after 100000 ms and reports a timeout', async () => {
    vi.useFakeTimers();
    fetchMock.mockImplementationOnce(
      (_url, init) =>
        new Promise((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')))),
    );

    const pending = request(system.health).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(TIMEOUT_MS - 1);
    expect(toast).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);

    expect(await pending).toMatchObject({ code: 0, message: '请求超时（100 秒）' });
    expect(toast).toHaveBeenCalledWith('请求超时（100 秒）', 5000);
  });
});

describe('request: session expiry queue', () => {
  it('shows one dialog for many expired calls, then retries them all with the new token', async () => {
    setToken('old');
    fetchMock.mockResolvedValueOnce(envelope(Code.TOKEN_EXPIRED, null, 'expired'));
    fetchMock.mockResolvedValueOnce(envelope(Code.TOKEN_EXPIRED, null, 'expired'));

    const first = request(system.health);
    const second = request(menus.myPermissions);
    await flush();

    expect(dialogs).toHaveLength(1);
    expect(dialogs[0]!.dialog).toEqual({ title: '提示', content: '登录已过期，请重新登录', okText: '重新登录', cancelText: '取消' });
    expect(getToken()).toBeNull();
    expect(toast).not.toHaveBeenCalled();

    dialogs[0]!.answer(true);
    await flush();
    expect(goToLogin).toHaveBeenCalledWith('/orders?page=2&q=x');

    fetchMock.mockResolvedValueOnce(envelope(Code.OK, { status: 'ok' }));
    fetchMock.mockResolvedValueOnce(envelope(Code.OK, ['dashboard:view']));
    setToken('new');
    retryAfterSignIn();

    await expect(first).resolves.toEqual({ status: 'ok' });
    await expect(second).resolves.toEqual(['dashboard:view']);
    expect(fetchMock).toHaveBeenCalledTimes(4);
    expect(sentHeaders(2).get('Authorization')).toBe('Bearer new');
    expect(sentHeaders(3).get('Authorization')).toBe('Bearer new');
  });

  it('treats a bare HTTP 401 like an expired session; cancel rejects the queue and resets the dialog flag', async () => {
    setToken('old');
    fetchMock.mockResolvedValueOnce(new Response('Unauthorized', { status: 401 }));
    fetchMock.mockResolvedValueOnce(envelope(Code.TOKEN_EXPIRED, null, 'expired'));

    const first = request(system.health).catch((e: unknown) => e);
    const second = request(system.health).catch((e: unknown) => e);
    await flush();
    expect(dialogs).toHaveLength(1);

    dialogs[0]!.answer(false);
    expect(await first).toMatchObject({ code: 401 });
    expect(await second).toMatchObject({ code: Code.TOKEN_EXPIRED, message: 'expired' });
    expect(goToLogin).not.toHaveBeenCalled();

    retryAfterSignIn();
    expect(fetchMock).toHaveBeenCalledTimes(2);

    fetchMock.mockResolvedValueOnce(envelope(Code.TOKEN_EXPIRED, null, 'expired'));
    const third = request(system.health).catch((e: unknown) => e);
    await flush();
    expect(dialogs).toHaveLength(2);
    dialogs[1]!.answer(false);
    expect(await third).toBeInstanceOf(ApiError);
  });
});

describe.each([Code.TOKEN_INVALID, Code.SESSION_ENDED])('request: signed out elsewhere (%i)', (code) => {
  it('rejects at once and offers to sign in again; confirm clears the token and goes to login', async () => {
    setToken('t');
    fetchMock.mockImplementation(async () => envelope(code, null, 'signed out'));

    await expect(request(system.health)).rejects.toMatchObject({ code });
    await expect(request(system.health)).rejects.toMatchObject({ code });

    expect(dialogs).toHaveLength(1);
    expect(dialogs[0]!.dialog).toEqual({
      title: '确认注销',
      content: '你已被登出，可以取消继续留在该页面，或者重新登录',
      okText: '重新登录',
      cancelText: '取消',
    });
    expect(toast).not.toHaveBeenCalled();
    expect(getToken()).toBe('t');

    dialogs[0]!.answer(true);
    await flush();
    expect(getToken()).toBeNull();
    expect(goToLogin).toHaveBeenCalledWith('/orders?page=2&q=x');
  });

  it('cancel keeps the user on the page and a later refusal asks again', async () => {
    setToken('t');
    fetchMock.mockImplementation(async () => envelope(code, null, 'signed out'));

    await expect(request(system.health)).rejects.toBeInstanceOf(ApiError);
    dialogs[0]!.answer(false);
    await flush();
    expect(getToken()).toBe('t');
    expect(goToLogin).not.toHaveBeenCalled();

    await expect(request(system.health)).rejects.toBeInstanceOf(ApiError);
    expect(dialogs).toHaveLength(2);
    dialogs[1]!.answer(false);
  });
});

describe('permission version', () => {
  const withVersion = (version: string | null, code: number = Code.OK) => {
    const response = envelope(code);
    if (version !== null) response.headers.set('x-perm-version', version);
    return response;
  };
  let changes = 0;
  let stop: () => void = () => undefined;
  beforeEach(() => {
    forgetPermVersion();
    changes = 0;
    stop = onPermissionsChanged(() => changes++);
  });
  afterEach(() => stop());

  it('reports a changed x-perm-version once, not the first value nor repeats', async () => {
    for (const v of ['3.7', '3.7', '3.8', '3.8']) {
      fetchMock.mockResolvedValueOnce(withVersion(v));
      await request(system.health);
    }
    expect(changes).toBe(1);
  });

  it('ignores responses without the header (public calls) and notices a new role id', async () => {
    fetchMock.mockResolvedValueOnce(withVersion('3.7'));
    fetchMock.mockResolvedValueOnce(withVersion(null));
    fetchMock.mockResolvedValueOnce(withVersion('4.1'));
    await request(system.health);
    await request(system.health);
    expect(changes).toBe(0);
    await request(system.health);
    expect(changes).toBe(1);
  });

  it('reads the header from refused and quiet calls too', async () => {
    fetchMock.mockResolvedValueOnce(withVersion('3.7'));
    fetchMock.mockResolvedValueOnce(withVersion('3.9', Code.FORBIDDEN));
    await request(system.health, { quiet: true });
    await expect(request(system.health, { quiet: true })).rejects.toBeInstanceOf(ApiError);
    expect(changes).toBe(1);
  });

  it('starts afresh after forgetting (a new sign-in is not a change)', async () => {
    fetchMock.mockResolvedValueOnce(withVersion('3.7'));
    fetchMock.mockResolvedValueOnce(withVersion('5.1'));
    await request(system.health);
    forgetPermVersion();
    await request(system.health);
    expect(changes).toBe(0);
  });
});
