import type { FormInstance } from 'antd';
import { ApiError } from './client.ts';

/** "items.0.name" -> ['items', 0, 'name'], the name path antd forms use. */
export const toNamePath = (path: string): (string | number)[] =>
  path.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part));

/** Marks the fields a 40000 response named; answers whether any field was marked. */
export function applyFieldErrors(form: Pick<FormInstance, 'setFields'>, error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  const errors = error.fieldErrors;
  if (errors.length === 0) return false;
  form.setFields(errors.map((e) => ({ name: toNamePath(e.path), errors: [e.message] })));
  return true;
}
