/*
 * Permission changes reach a signed-in user without a new sign-in: every
 * signed-in response carries the role's `x-perm-version`; a value other than
 * the last one seen means the menus and permission codes are out of date.
 */

let permVersion: string | null = null;
const listeners = new Set<() => void>();

/** Called with each response's x-perm-version (null when it has none: public calls). */
export function notePermVersion(value: string | null): void {
  if (value === null) return;
  const changed = permVersion !== null && permVersion !== value;
  permVersion = value;
  if (changed) listeners.forEach((listener) => listener());
}

/** Calls `listener` whenever a response shows another permission version than the one before. */
export function onPermissionsChanged(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Forgets the last version seen (signing out): the next user's first response is a start, not a change. */
export function forgetPermVersion(): void {
  permVersion = null;
}
