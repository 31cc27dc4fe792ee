import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, testApp, type Caller } from './harness.ts';
import { multipart } from './sheets.ts';

let t: Caller;
let token: string;
beforeAll(async () => {
  t = await testApp();
  token = await t.login('admin', ADMIN_PASSWORD);
});
afterAll(() => t.close());

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64)]);

const upload = (file: ReturnType<typeof multipart>, auth = true) =>
  t.app.inject({
    method: 'POST',
    url: '/api/files/image',
    payload: file.body,
    headers: { ...file.headers, ...(auth ? { authorization: `Bearer ${token}` } : {}) },
  });

describe('POST /files/image', () => {
  it('stores an image and serves it back with its type', async () => {
    const r = await upload(multipart('me.png', PNG));
    const { url } = r.json().data as { url: string };
    expect(url).toMatch(/^\/api\/files\/[a-f0-9]{32}\.png$/);
    const got = await t.app.inject({ method: 'GET', url });
    expect(got.statusCode).toBe(200);
    expect(got.headers['content-type']).toBe('image/png');
    expect(got.rawPayload.equals(PNG)).toBe(true);
  });

  it('judges by content, not by the name or declared type', async () => {
    const r = await upload(multipart('fake.png', Buffer.from('<script>alert(1)</script>'), 'image/png'));
    expect(r.json().code).toBe(40000);
  });

  it('refuses a file over the size limit', async () => {
    const r = await upload(multipart('big.png', Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024)])));
    expect(r.statusCode).toBe(413);
    expect(r.json().code).toBe(40000);
  });

  it('refuses a request that is not multipart', async () => {
    const r = await t.call('POST', '/api/files/image', { token, body: { file: 'x' } });
    expect(r.body.code).toBe(40000);
  });

  it('answers a malformed multipart body with 40000: no boundary, cut short', async () => {
    const whole = multipart('a.png', PNG);
    const broken = [
      { body: whole.body, headers: { 'content-type': 'multipart/form-data' } },
      { body: whole.body.subarray(0, whole.body.length - 30), headers: whole.headers },
    ];
    for (const file of broken) {
      const r = await upload(file);
      expect(r.statusCode).toBe(400);
      expect(r.json().code).toBe(40000);
    }
  });

  it('needs a token', async () => {
    expect((await upload(multipart('me.png', PNG), false)).statusCode).toBe(401);
  });

  it('answers 40400 for names that are not ours', async () => {
    expect((await t.call('GET', '/api/files/..%2F..%2Fetc%2Fpasswd')).body.code).toBe(40400);
    expect((await t.call('GET', `/api/files/${'b'.repeat(32)}.png`)).body.code).toBe(40400);
  });
});
