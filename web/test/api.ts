import { Code } from '@fwd/contract';
import { vi } from 'vitest';

export type Handler = (
  init: RequestInit | undefined,
  url: string,
) => { code: number; message?: string; data?: unknown; status?: number; headers?: Record<string, string> };

/** Stubs fetch with envelope answers by "METHOD /path" (path without /api and query); unknown calls answer 40400. */
export function mockApi(handlers: Record<string, Handler>) {
  const calls: { key: string; init: RequestInit | undefined }[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const key = `${init?.method ?? 'GET'} ${url.replace(/^\/api/, '').split('?')[0]}`;
    calls.push({ key, init });
    const answer = handlers[key]?.(init, url) ?? { code: Code.NOT_FOUND, message: `no handler for ${key}` };
    const { status, headers, ...envelope } = answer;
    return new Response(JSON.stringify({ message: '', data: null, ...envelope }), {
      status: status ?? (envelope.code === Code.OK ? 200 : 400),
      headers: { 'Content-Type': 'application/json', ...headers },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock };
}

export const ok = (data: unknown) => () => ({ code: Code.OK, data });
