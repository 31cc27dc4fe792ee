import { Code, type Envelope, type FieldError } from '@fwd/contract';
import { i18n } from '../i18n/index.ts';

/**
 * A refused call. `code` is the envelope code, the HTTP status when there was
 * no envelope (a proxy's 502, a bare 401), or 0 when no response came.
 */
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
  typeof e === 'object' &&
  e !== null &&
  typeof (e as FieldError).path === 'string' &&
  typeof (e as FieldError).message === 'string';

function parseEnvelope(text: string): Envelope<unknown> | null {
  try {
    const parsed: unknown = JSON.parse(text);
    return typeof parsed === 'object' && parsed !== null && typeof (parsed as Envelope<unknown>).code === 'number'
      ? (parsed as Envelope<unknown>)
      : null;
  } catch {
    return null;
  }
}

/** The data of a 20000 envelope; any other answer is thrown as an ApiError. */
export function openEnvelope<T>(status: number, text: string): T {
  const envelope = parseEnvelope(text);
  if (envelope?.code === Code.OK) return envelope.data as T;
  if (envelope) throw new ApiError(envelope.code, envelope.message || i18n.t('request:unknownError'), envelope.data);
  throw new ApiError(status, status === 401 ? i18n.t('request:expiredText') : i18n.t('request:httpStatus', { status }));
}
