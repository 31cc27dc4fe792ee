import { i18n } from '../i18n/index.ts';
import { getToken } from './token.ts';
import { ApiError } from './envelope.ts';

export const API_BASE: string = import.meta.env.VITE_API_BASE || '/api';
export const TIMEOUT_MS = 100_000;

/** One HTTP exchange as the client sends it. */
export interface Call {
  method: string;
  url: string;
  body: BodyInit | undefined;
  json: boolean;
  /** The answer may be a file (an export): kept as bytes unless it is the JSON envelope. */
  file?: boolean;
}

/** What came back, unread beyond the text. */
export interface Reply {
  status: number;
  headers: Headers;
  text: string;
  /** A file's bytes, for calls that asked for a file and got one. */
  file?: Blob;
}

/** `/api` + the path with its `:params` filled and encoded + the query (arrays repeat, empty values stay out). */
export function buildUrl(path: string, params?: Record<string, unknown>, query?: Record<string, unknown>): string {
  const filled = path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null) throw new Error(`Missing path parameter "${name}" for ${path}`);
    return encodeURIComponent(String(value));
  });
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item !== undefined && item !== null) search.append(key, String(item));
    }
  }
  const qs = search.toString();
  return `${API_BASE}${filled}${qs ? `?${qs}` : ''}`;
}

/**
 * Sends a call with the session token and the user's language, giving up after
 * TIMEOUT_MS. No answer at all (offline, timed out) is an ApiError with code 0.
 */
export async function exchange(call: Call): Promise<Reply> {
  const headers: Record<string, string> = { Accept: 'application/json', 'Accept-Language': i18n.language };
  if (call.json) headers['Content-Type'] = 'application/json';
  const token = getToken();
  if (token) headers.Authorization = `Bearer ${token}`;

  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), TIMEOUT_MS);
  try {
    const response = await fetch(call.url, {
      method: call.method,
      headers,
      body: call.body,
      signal: controller.signal,
    });
    if (call.file && response.ok && !response.headers.get('Content-Type')?.includes('json')) {
      return { status: response.status, headers: response.headers, text: '', file: await response.blob() };
    }
    return { status: response.status, headers: response.headers, text: await response.text() };
  } catch {
    throw new ApiError(
      0,
      controller.signal.aborted ? i18n.t('request:timeout', { seconds: TIMEOUT_MS / 1000 }) : i18n.t('request:network'),
    );
  } finally {
    clearTimeout(timer);
  }
}
