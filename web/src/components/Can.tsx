import type { ReactNode } from 'react';
import { useSession } from '../stores/session.ts';

/** Whether the signed-in user holds a permission code (from GET /users/info `permissions`). */
export function useCan(code: string): boolean {
  return useSession((s) => s.user?.permissions.includes(code) ?? false);
}

/** Renders its children only for users holding `code`. Hiding is comfort; the server enforces the same codes. */
export function Can({ code, children, fallback = null }: { code: string; children: ReactNode; fallback?: ReactNode }) {
  return useCan(code) ? children : fallback;
}
