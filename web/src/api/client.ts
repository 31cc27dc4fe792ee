import {
  PERM_VERSION_HEADER,
  type BodyOf,
  type Endpoint,
  type ParamsOf,
  type QueryOf,
  type ResponseOf,
} from '@fwd/contract';
import { ApiError, openEnvelope } from './envelope.ts';
import { notePermVersion } from './permVersion.ts';
import { decide, waitForSignIn } from './sessionPolicy.ts';
import { handOver } from './shell.ts';
import { buildUrl, exchange, type Call } from './transport.ts';

export { ApiError };

type Part<K extends string, V> = [V] extends [undefined]
  ? { [P in K]?: undefined }
  : Partial<V> extends V
    ? { [P in K]?: V }
    : { [P in K]: V };

export type RequestOptions<E> = Part<'body', BodyOf<E>> &
  Part<'query', QueryOf<E>> &
  Part<'params', ParamsOf<E>> & {
    /** No toast, no dialog, no session-expiry queue: the caller handles every failure. */
    quiet?: boolean;
  };

type Args<E> =
  Partial<RequestOptions<E>> extends RequestOptions<E> ? [options?: RequestOptions<E>] : [options: RequestOptions<E>];

/** Calls one contract endpoint and resolves with the envelope's `data`. */
export function request<E extends Endpoint>(endpoint: E, ...[options]: Args<E>): Promise<ResponseOf<E>> {
  const opts = (options ?? {}) as {
    body?: unknown;
    query?: Record<string, unknown>;
    params?: Record<string, unknown>;
    quiet?: boolean;
  };
  const body = opts.body === undefined ? undefined : JSON.stringify(opts.body);
  const call = {
    method: endpoint.method,
    url: buildUrl(endpoint.path, opts.params, opts.query),
    body,
    json: body !== undefined,
  };
  return send<ResponseOf<E>>(call, opts.quiet ?? false);
}

/**
 * Sends a file as the multipart form uploads take (a `file` field, and the
 * text `fields` some imports name beside it): an image, a sheet to import.
 */
export function upload<E extends Endpoint>(
  endpoint: E,
  file: Blob,
  { quiet = false, fields = {} }: { quiet?: boolean; fields?: Record<string, string> } = {},
): Promise<ResponseOf<E>> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('file', file);
  return send<ResponseOf<E>>({ method: endpoint.method, url: buildUrl(endpoint.path), body: form, json: false }, quiet);
}

/**
 * Fetches a file endpoint (an export) and saves what it answers as `fileName`;
 * an export filtered by a JSON body (POST /orders/export) takes it as `body`.
 * A refusal before the file starts is still the envelope, handled as any other.
 */
export async function download<E extends Endpoint>(
  endpoint: E,
  query: QueryOf<E>,
  fileName: string,
  body?: BodyOf<E>,
  params?: ParamsOf<E>,
): Promise<void> {
  const json = body === undefined ? undefined : JSON.stringify(body);
  const url = buildUrl(endpoint.path, params as Record<string, unknown> | undefined, query as Record<string, unknown>);
  const call = { method: endpoint.method, url, body: json, json: json !== undefined, file: true };
  const blob = await send<Blob>(call, false);
  const link = document.createElement('a');
  link.href = URL.createObjectURL(blob);
  link.download = fileName;
  link.click();
  URL.revokeObjectURL(link.href);
}

/**
 * Transport, envelope, permission version, then the session policy: a refusal
 * becomes a decision the shell carries out (a toast, a dialog). A call refused
 * for an expired session waits for the next sign-in instead of failing.
 */
async function send<T>(call: Call, quiet: boolean): Promise<T> {
  try {
    const reply = await exchange(call);
    notePermVersion(reply.headers.get(PERM_VERSION_HEADER));
    return reply.file ? (reply.file as T) : openEnvelope<T>(reply.status, reply.text);
  } catch (error) {
    if (quiet || !(error instanceof ApiError)) throw error;
    const decision = decide(error);
    const waiting = decision.kind === 'signInAgain' ? waitForSignIn(() => send<T>(call, quiet), error) : null;
    handOver(decision);
    if (waiting) return waiting;
    throw error;
  }
}
