import { Code } from '@fwd/contract';
import { ApiError } from './client.ts';

/**
 * The current record a 40900 "changed by someone else" refusal carries (the
 * server sends it so the client can show it); null for other refusals,
 * including 40900 duplicates, which carry no record.
 */
export function currentRecord<T extends { version: number }>(error: unknown): T | null {
  if (!(error instanceof ApiError) || error.code !== Code.CONFLICT) return null;
  const data = error.data as Partial<T> | null;
  return data && typeof data === 'object' && typeof data.version === 'number' ? (data as T) : null;
}
