import {
  Code, PERM_VERSION_HEADER, type BodyOf, type Endpoint, type Envelope, type FieldError, type ParamsOf, type QueryOf, type ResponseOf,
} from '@fwd/contract';
import { i18n } from '../i18n/index.ts';
import { feedback } from './feedback.ts';
import { getToken, removeToken } from './token.ts';

export const API_BASE: string = import.meta.env.VITE_API_BASE || '/api';
export const TIMEOUT_MS = 100_000;
export const TOAST_MS = 5_000;

/** A refused call. `code` is the envelope code, the HTTP status when there was no envelope, or 0 when no response came. */
export class ApiError extends Error {
  readonly code: number;
  readonly data: unknown;

  constructor(code: number, message: string, data?: unknown) {
    super(message);
    this.name = 'ApiError';
    this.code = code;
    this.data = data;
  }

  /** Field errors of a 40000 response (`data.errors`), for forms to mark. */
  get fieldErrors(): FieldError[] {
    if (this.code !== Code.BAD_INPUT) return [];
    const errors = (this.data as { errors?: unknown } | null)?.errors;
    return Array.isArray(errors) ? errors.filter(isFieldError) : [];
  }
}

const isFieldError = (e: unknown): e is FieldError =>
  typeof e === 'object' && e !== null && typeof (e as FieldError).path === 'string' && typeof (e as FieldError).message === 'string';

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

type Args<E> = Partial<RequestOptions<E>> extends RequestOptions<E> ? [options?: RequestOptions<E>] : [options: RequestOptions<E>];

/** Calls one contract endpoint and resolves with the envelope's `data`. */
export function request<E extends Endpoint>(endpoint: E, ...[options]: Args<E>): Promise<ResponseOf<E>> {
  const opts = (options ?? {}) as { body?: unknown; query?: Record<string, unknown>; params?: Record<string, unknown>; quiet?: boolean };
  const url = buildUrl(endpoint.path, opts.params, opts.query);
  const body = opts.body === undefined ? undefined : JSON.stringify(opts.body);
  return send<ResponseOf<E>>({ method: endpoint.method, url, body, json: body !== undefined, quiet: opts.quiet ?? false });
}

/** Sends a multipart form (e.g. POST /files/image with a `file` field). */
export function upload<E extends Endpoint>(endpoint: E, form: FormData): Promise<ResponseOf<E>> {
  return send<ResponseOf<E>>({ method: endpoint.method, url: buildUrl(endpoint.path), body: form, json: false, quiet: false });
}

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

interface Call {
  method: string;
  url: string;
  body: BodyInit | undefined;
  json: boolean;
  quiet: boolean;
}

async function send<T>(call: Call): Promise<T> {
  let reply: Reply;
  try {
    reply = await exchange(call);
  } catch (error) {
    if (!call.quiet && error instanceof ApiError) feedback.error(error.message, TOAST_MS);
    throw error;
  }
  const { status, envelope } = reply;
  if (envelope?.code === Code.OK) return envelope.data as T;

  const error = envelope
    ? new ApiError(envelope.code, envelope.message || i18n.t('request:unknownError'), envelope.data)
    : new ApiError(status, status === 401 ? i18n.t('request:expiredText') : i18n.t('request:httpStatus', { status }));
  if (call.quiet) throw error;

  if (error.code === Code.TOKEN_EXPIRED || (!envelope && status === 401)) return waitForSignIn(() => send<T>(call), error);
  if (error.code === Code.TOKEN_INVALID || error.code === Code.SESSION_ENDED) {
    void offerSignInAgain();
    throw error;
  }
  feedback.error(error.message, TOAST_MS);
  throw error;
}

interface Reply {
  status: number;
  envelope: Envelope<unknown> | null;
}

async function exchange(call: Call): Promise<Reply> {
  const headers: Record<string, string> = { Accept: 'application/json', 'Accept-Language': i18n.language };
  if (call.json) headers['Content-Type'] = 'application/json';
  const token = getToken();
  if (token) headers.Authorization = `Bearer ${token}`;

  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), TIMEOUT_MS);
  try {
    const response = await fetch(call.url, { method: call.method, headers, body: call.body, signal: controller.signal });
    notePermVersion(response.headers.get(PERM_VERSION_HEADER));
    return { status: response.status, envelope: await readEnvelope(response) };
  } catch {
    throw new ApiError(
      0,
      controller.signal.aborted ? i18n.t('request:timeout', { seconds: TIMEOUT_MS / 1000 }) : i18n.t('request:network'),
    );
  } finally {
    clearTimeout(timer);
  }
}

/*
 * Permission changes reach a signed-in user without a new sign-in: every
 * signed-in response carries the role's `x-perm-version`; a value other than
 * the last one seen means the menus and permission codes are out of date.
 */

let permVersion: string | null = null;
const permListeners = new Set<() => void>();

function notePermVersion(value: string | null): void {
  if (value === null) return;
  const changed = permVersion !== null && permVersion !== value;
  permVersion = value;
  if (changed) permListeners.forEach((listener) => listener());
}

/** Calls `listener` whenever a response shows another permission version than the one before. */
export function onPermissionsChanged(listener: () => void): () => void {
  permListeners.add(listener);
  return () => permListeners.delete(listener);
}

/** Forgets the last version seen (signing out): the next user's first response is a start, not a change. */
export function forgetPermVersion(): void {
  permVersion = null;
}

async function readEnvelope(response: Response): Promise<Envelope<unknown> | null> {
  const text = await response.text();
  try {
    const parsed: unknown = JSON.parse(text);
    return typeof parsed === 'object' && parsed !== null && typeof (parsed as Envelope<unknown>).code === 'number'
      ? (parsed as Envelope<unknown>)
      : null;
  } catch {
    return null;
  }
}

const currentPath = () => window.location.pathname + window.location.search;

/* Session expiry (50014 or a bare 401): one dialog, failed calls wait, retried after the next sign-in. */

interface Waiting {
  retry: () => Promise<unknown>;
  resolve: (value: unknown) => void;
  reject: (reason: unknown) => void;
  error: ApiError;
}

let waiting: Waiting[] = [];
let expiryDialogOpen = false;

function waitForSignIn<T>(retry: () => Promise<T>, error: ApiError): Promise<T> {
  removeToken();
  const parked = new Promise<T>((resolve, reject) => {
    waiting.push({ retry, resolve: resolve as (value: unknown) => void, reject, error });
  });
  if (!expiryDialogOpen) {
    expiryDialogOpen = true;
    void askToSignInAgain();
  }
  return parked;
}

async function askToSignInAgain(): Promise<void> {
  const confirmed = await feedback.confirm({
    title: i18n.t('request:expiredTitle'),
    content: i18n.t('request:expiredText'),
    okText: i18n.t('request:signInAgain'),
    cancelText: i18n.t('common:cancel'),
  });
  if (confirmed) {
    feedback.goToLogin(currentPath());
    return;
  }
  const dropped = takeWaiting();
  dropped.forEach((w) => w.reject(w.error));
}

function takeWaiting(): Waiting[] {
  const taken = waiting;
  waiting = [];
  expiryDialogOpen = false;
  return taken;
}

/** Called after a successful sign-in: calls that waited for it run again with the new token. */
export function retryAfterSignIn(): void {
  takeWaiting().forEach((w) => w.retry().then(w.resolve, w.reject));
}

/* Signed out elsewhere (50008, 50012): offer to stay or sign in again. */

let signedOutDialogOpen = false;

async function offerSignInAgain(): Promise<void> {
  if (signedOutDialogOpen) return;
  signedOutDialogOpen = true;
  const confirmed = await feedback.confirm({
    title: i18n.t('request:signedOutTitle'),
    content: i18n.t('request:signedOutText'),
    okText: i18n.t('request:signInAgain'),
    cancelText: i18n.t('common:cancel'),
  });
  signedOutDialogOpen = false;
  if (confirmed) {
    removeToken();
    feedback.goToLogin(currentPath());
  }
}
