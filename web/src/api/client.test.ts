import { auth, Code, customers, files, orders, permissions, system, XLSX_CONTENT_TYPE } from '@fwd/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, download, request, upload } from './client.ts';
import { forgetPermVersion, onPermissionsChanged } from './permVersion.ts';
import type { Decision } from './sessionPolicy.ts';
import { dropWaiting, retryAfterSignIn } from './sessionPolicy.ts';
import { installDecisionHandler } from './shell.ts';
import { quotesApi } from './quotes.ts';
import { surchargesApi } from './surcharges.ts';
import { getToken, setToken } from './token.ts';
import { TIMEOUT_MS } from './transport.ts';

const envelope = (code: number, data: unknown = null, message = '') =>
  new Response(JSON.stringify({ code, message, data }), {
    status: code === Code.OK ? 200 : 400,
    headers: { 'Content-Type': 'application/json' },
  });

const fetchMock = vi.fn<typeof fetch>();
const decisions: Decision[] = [];

const sentHeaders = (call: number) => new Headers(fetchMock.mock.calls[call]?.[1]?.headers);
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  decisions.length = 0;
  return installDecisionHandler((decision) => decisions.push(decision));
});

afterEach(() => fetchMock.mockReset());

describe('request: transport and envelope', () => {
  it('resolves the data of a 20000 envelope and sends token, language and JSON body', async () => {
    setToken('tok-1');
    fetchMock.mockResolvedValueOnce(envelope(Code.OK, { token: 'abc' }));

    await expect(request(auth.login, { body: { username: 'admin', password: 'secret' } })).resolves.toEqual({
      token: 'abc',
    });

    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/users/login');
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe(JSON.stringify({ username: 'admin', password: 'secret' }));
    expect(sentHeaders(0).get('Authorization')).toBe('Bearer tok-1');
    expect(sentHeaders(0).get('Accept-Language')).toBe('zh');
    expect(sentHeaders(0).get('Content-Type')).toBe('application/json');
    expect(decisions).toEqual([]);
  });

  it('sends no Authorization header without a token, and fills path parameters and the query', async () => {
    fetchMock.mockResolvedValueOnce(envelope(Code.OK, []));
    fetchMock.mockResolvedValueOnce(envelope(Code.OK, { status: 'ok' }));

    await request(permissions.byRoleName, { params: { name: 'sales team/a' } });
    await request(auth.info, { query: { Authorization: 'x y' } });

    expect(fetchMock.mock.calls[0]![0]).toBe('/api/user-permissions/getUserPermissionsByRoleName/sales%20team%2Fa');
    expect(fetchMock.mock.calls[1]![0]).toBe('/api/users/info?Authorization=x+y');
    expect(sentHeaders(0).has('Authorization')).toBe(false);
  });

  it('rejects other codes with ApiError and has the shell report the message', async () => {
    fetchMock.mockResolvedValueOnce(envelope(Code.FORBIDDEN, null, '没有权限'));

    const error = await request(system.health).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: Code.FORBIDDEN, message: '没有权限' });
    expect(decisions).toEqual([{ kind: 'report', message: '没有权限' }]);
  });

  it("falls back to 'Error' (translated) when the envelope has no message", async () => {
    fetchMock.mockResolvedValueOnce(envelope(Code.INTERNAL, null, ''));
    await expect(request(system.health)).rejects.toMatchObject({ code: Code.INTERNAL, message: '错误' });
  });

  it('exposes the field errors of a 40000 response and reports its general message', async () => {
    const errors = [
      { path: 'username', message: '太短' },
      { path: 'items.0.name', message: '必填' },
    ];
    fetchMock.mockResolvedValueOnce(envelope(Code.BAD_INPUT, { errors }, '输入有误'));

    const error = (await request(auth.login, { body: { username: 'a', password: 'b' } }).catch(
      (e: unknown) => e,
    )) as ApiError;

    expect(error.fieldErrors).toEqual(errors);
    expect(decisions).toEqual([{ kind: 'report', message: '输入有误' }]);
  });

  it('reports nothing more when the message only repeats what a field shows (a wrong old password)', async () => {
    fetchMock.mockResolvedValueOnce(
      envelope(Code.BAD_INPUT, { errors: [{ path: 'oldPassword', message: '原密码不正确' }] }, '原密码不正确'),
    );
    await expect(request(auth.changePassword, { body: { oldPassword: 'x', newPassword: 'y' } })).rejects.toBeInstanceOf(
      ApiError,
    );
    expect(decisions).toEqual([{ kind: 'none' }]);
  });

  it('reports an HTTP error without an envelope by its status', async () => {
    fetchMock.mockResolvedValueOnce(new Response('<html>bad gateway</html>', { status: 502 }));
    await expect(request(system.health)).rejects.toMatchObject({ code: 502, message: '请求失败（HTTP 502）' });
    expect(decisions).toEqual([{ kind: 'report', message: '请求失败（HTTP 502）' }]);
  });

  it('quiet calls hand nothing to the shell and do not wait for a sign-in', async () => {
    fetchMock.mockResolvedValueOnce(envelope(Code.FORBIDDEN, null, 'no'));
    fetchMock.mockResolvedValueOnce(envelope(Code.TOKEN_EXPIRED, null, 'expired'));
    setToken('t');

    await expect(request(system.health, { quiet: true })).rejects.toMatchObject({ code: Code.FORBIDDEN });
    await expect(request(system.health, { quiet: true })).rejects.toMatchObject({ code: Code.TOKEN_EXPIRED });

    expect(decisions).toEqual([]);
    expect(getToken()).toBe('t');
  });

  it('uploads multipart forms without forcing a content type', async () => {
    fetchMock.mockResolvedValueOnce(envelope(Code.OK, { url: '/uploads/a.png' }));
    const file = new File(['x'], 'a.png', { type: 'image/png' });

    await expect(upload(files.uploadImage, file)).resolves.toEqual({ url: '/uploads/a.png' });
    expect((fetchMock.mock.calls[0]![1]?.body as FormData).get('file')).toBeInstanceOf(File);
    expect(sentHeaders(0).has('Content-Type')).toBe(false);
  });

  it('saves what a file endpoint answers under the given name, and throws its refusals', async () => {
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:x', revokeObjectURL: () => undefined }));
    fetchMock.mockResolvedValueOnce(
      new Response(new Blob(['PK']), { status: 200, headers: { 'Content-Type': XLSX_CONTENT_TYPE } }),
    );

    await download(customers.exportSheet, { keyword: 'ab' }, 'customers.xlsx');
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/customer/export?keyword=ab');
    expect(saved).toEqual(['customers.xlsx']);

    fetchMock.mockResolvedValueOnce(envelope(Code.FORBIDDEN, null, '无权限'));
    await expect(download(customers.exportSheet, {}, 'customers.xlsx')).rejects.toMatchObject({ message: '无权限' });
    expect(saved).toHaveLength(1);
  });

  it('downloads rate sheets and remote-area lists with the token in the header, never in the URL', async () => {
    setToken('tok-dl');
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:x', revokeObjectURL: () => undefined }));
    fetchMock.mockImplementation(() =>
      Promise.resolve(new Response(new Blob(['PK']), { status: 200, headers: { 'Content-Type': XLSX_CONTENT_TYPE } })),
    );

    await quotesApi.exportSheet(7, 'sheet.xlsx');
    await quotesApi.sheetTemplate('template.xlsx');
    await surchargesApi.exportRemote(8, 'remote.xlsx');
    await surchargesApi.remoteTemplate('template.xlsx');
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual([
      '/api/quote/sheet/7/export',
      '/api/quote/sheet/template',
      '/api/remote-area/lists/8/export',
      '/api/remote-area/template',
    ]);
    expect([0, 1, 2, 3].map((call) => sentHeaders(call).get('Authorization'))).toEqual(Array(4).fill('Bearer tok-dl'));
  });

  it('sends the JSON filter of an export that takes a body', async () => {
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:x', revokeObjectURL: () => undefined }));
    fetchMock.mockResolvedValueOnce(
      new Response(new Blob(['PK']), { status: 200, headers: { 'Content-Type': XLSX_CONTENT_TYPE } }),
    );

    await download(orders.exportSheet, undefined, 'orders.xlsx', { numbers: ['A1'], isReceived: '已签收' });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect([url, init?.method, init?.body]).toEqual([
      '/api/orders/export',
      'POST',
      '{"numbers":["A1"],"isReceived":"已签收"}',
    ]);
    expect(sentHeaders(0).get('Content-Type')).toBe('application/json');
  });
});

describe('request: permission version', () => {
  it('notes x-perm-version from refused and quiet calls too', async () => {
    forgetPermVersion();
    let changes = 0;
    const stop = onPermissionsChanged(() => changes++);
    const withVersion = (version: string, code: number) => {
      const response = envelope(code);
      response.headers.set('x-perm-version', version);
      return response;
    };
    fetchMock.mockResolvedValueOnce(withVersion('3.7', Code.OK));
    fetchMock.mockResolvedValueOnce(withVersion('3.9', Code.FORBIDDEN));

    await request(system.health, { quiet: true });
    await expect(request(system.health, { quiet: true })).rejects.toBeInstanceOf(ApiError);

    stop();
    expect(changes).toBe(1);
  });
});

describe('request: network failures', () => {
  it('reports the client message when the network fails', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));

    await expect(request(system.health)).rejects.toMatchObject({ code: 0, message: '网络错误，请检查网络连接' });
    expect(decisions).toEqual([{ kind: 'report', message: '网络错误，请检查网络连接' }]);
  });

  it('aborts after 100000 ms and reports a timeout', async () => {
    vi.useFakeTimers();
    fetchMock.mockImplementationOnce(
      (_url, init) =>
        new Promise((_resolve, reject) =>
          init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
        ),
    );

    const pending = request(system.health).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(TIMEOUT_MS - 1);
    expect(decisions).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);

    expect(await pending).toMatchObject({ code: 0, message: '请求超时（100 秒）' });
    expect(decisions).toEqual([{ kind: 'report', message: '请求超时（100 秒）' }]);
  });
});

describe('request: an expired session', () => {
  it('parks the calls, drops the token, and retries them all with the new token after the next sign-in', async () => {
    setToken('old');
    fetchMock.mockResolvedValueOnce(envelope(Code.TOKEN_EXPIRED, null, 'expired'));
    fetchMock.mockResolvedValueOnce(new Response('Unauthorized', { status: 401 }));

    const first = request(system.health);
    const second = request(permissions.myPermissions);
    await flush();

    expect(decisions).toEqual([{ kind: 'signInAgain' }, { kind: 'signInAgain' }]);
    expect(getToken()).toBeNull();

    fetchMock.mockResolvedValueOnce(envelope(Code.OK, { status: 'ok' }));
    fetchMock.mockResolvedValueOnce(envelope(Code.OK, ['dashboard:view']));
    setToken('new');
    retryAfterSignIn();

    await expect(first).resolves.toEqual({ status: 'ok' });
    await expect(second).resolves.toEqual(['dashboard:view']);
    expect(sentHeaders(2).get('Authorization')).toBe('Bearer new');
    expect(sentHeaders(3).get('Authorization')).toBe('Bearer new');
  });

  it('fails the parked calls with their refusals when the user will not sign in again', async () => {
    setToken('old');
    fetchMock.mockResolvedValueOnce(envelope(Code.TOKEN_EXPIRED, null, 'expired'));
    const parked = request(system.health).catch((e: unknown) => e);
    await flush();

    dropWaiting();

    expect(await parked).toMatchObject({ code: Code.TOKEN_EXPIRED, message: 'expired' });
    retryAfterSignIn();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it.each([Code.TOKEN_INVALID, Code.SESSION_ENDED])(
    'rejects at once when signed out elsewhere (%i), keeping the token',
    async (code) => {
      setToken('t');
      fetchMock.mockResolvedValueOnce(envelope(code, null, 'signed out'));
      await expect(request(system.health)).rejects.toMatchObject({ code });
      expect(decisions).toEqual([{ kind: 'signedOutElsewhere' }]);
      expect(getToken()).toBe('t');
    },
  );
});
