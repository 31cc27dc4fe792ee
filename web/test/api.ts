import { Code, type Endpoint, type ResponseOf } from '@fwd/contract';
import { vi } from 'vitest';

/** An envelope with another code than 20000; `status` is the HTTP status (400 unless said). */
export class Refusal {
  constructor(
    readonly code: number,
    readonly message = '',
    readonly data: unknown = null,
    readonly status = 400,
  ) {}
}

export const refuse = (
  code: number,
  message = '',
  { data = null, status = 400 }: { data?: unknown; status?: number } = {},
) => new Refusal(code, message, data, status);

/** Data that breaks the contract on purpose, to test the client's own checks. */
export class Malformed {
  constructor(readonly data: unknown) {}
}

/** A request the page sent, with its path parameters, query and JSON body read back. */
export interface Sent {
  endpoint: Endpoint | null;
  method: string;
  /** Under /api, without the query: what a log line would show. */
  path: string;
  params: Record<string, string>;
  query: Record<string, string>;
  body: unknown;
  headers: Headers;
}

type Reply<E> = ResponseOf<E> | Refusal | Malformed;
/** A function's answer may be a promise: an answer that comes late, when the test says. */
export type Answer<E> = Reply<E> | ((sent: Sent) => Reply<E> | Promise<Reply<E>>);

interface Route {
  endpoint: Endpoint;
  pattern: RegExp;
  answer: Answer<Endpoint>;
  headers: () => Record<string, string>;
}

/**
 * How the mock server answers one contract endpoint: data of the endpoint's
 * response type (a mock of the wrong shape does not compile), a refusal, or a
 * function of the request. `headers` go with every answer (x-perm-version).
 */
export function on<E extends Endpoint>(
  endpoint: E,
  answer: Answer<E>,
  headers: () => Record<string, string> = () => ({}),
): Route {
  const source = endpoint.path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:([A-Za-z_]\w*)/g, '(?<$1>[^/]+)');
  return { endpoint, pattern: new RegExp(`^${source}$`), answer: answer as Answer<Endpoint>, headers };
}

const paramCount = (route: Route) => route.endpoint.path.split(':').length;

const parseBody = (body: BodyInit | null | undefined): unknown =>
  typeof body === 'string' ? JSON.parse(body) : (body ?? undefined);

/**
 * Stubs fetch with a server that answers the given endpoints (a later answer
 * for the same endpoint wins); any other call is refused with 40400.
 * `sent(endpoint)` lists what reached one endpoint, `calls` everything in order.
 */
export function mockApi(...routes: Route[]) {
  const calls: Sent[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    const path = url.pathname.replace(/^\/api/, '');
    const route = routes
      .filter((r) => r.endpoint.method === method && r.pattern.test(path))
      // PUT /menus/reorder is not PUT /menus/:id: the route with fewer parameters is the closer match.
      .reduce<Route | undefined>((best, r) => (best && paramCount(best) < paramCount(r) ? best : r), undefined);
    const sent: Sent = {
      endpoint: route?.endpoint ?? null,
      method,
      path,
      params: Object.fromEntries(
        Object.entries(route?.pattern.exec(path)?.groups ?? {}).map(([k, v]) => [k, decodeURIComponent(v)]),
      ),
      query: Object.fromEntries(url.searchParams),
      body: parseBody(init?.body),
      headers: new Headers(init?.headers),
    };
    calls.push(sent);
    const answer = route ? route.answer : new Refusal(Code.NOT_FOUND, `no answer for ${method} ${path}`);
    const reply = typeof answer === 'function' ? await answer(sent) : answer;
    const envelope =
      reply instanceof Refusal
        ? { code: reply.code, message: reply.message, data: reply.data }
        : { code: Code.OK, message: '', data: reply instanceof Malformed ? reply.data : reply };
    return new Response(JSON.stringify(envelope), {
      status: reply instanceof Refusal ? reply.status : 200,
      headers: { 'Content-Type': 'application/json', ...route?.headers() },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock, sent: (endpoint: Endpoint) => calls.filter((c) => c.endpoint === endpoint) };
}
