import { useQueryClient } from '@tanstack/react-query';

/** react-query keys of this page; everything about roles sits under ['roles']. */
export const roleKeys = {
  all: ['roles'] as const,
  list: (keyword: string) => ['roles', 'list', keyword] as const,
  members: (id: number) => ['roles', id, 'members'] as const,
  visibility: (id: number) => ['roles', id, 'visibility'] as const,
  permissions: (id: number) => ['roles', id, 'permissions'] as const,
  withoutRole: ['users', 'withoutRole'] as const,
  allUsers: ['users', 'all'] as const,
};

/** After any change: member counts, scope names and versions in the list change with it. */
export function useRefreshRoles(): () => void {
  const client = useQueryClient();
  return () => void client.invalidateQueries({ queryKey: roleKeys.all });
}
