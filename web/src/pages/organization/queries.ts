import type { ChatPlatform } from '@fwd/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { chatAccounts } from '../../api/chat.ts';
import { companies } from '../../api/companies.ts';
import { employees, recycle, type EmployeeQuery, type RecycleQuery } from '../../api/employees.ts';
import { roleApi } from '../../api/roles.ts';

/**
 * Every list of the organization area sits under one root key. Its records
 * refer to each other (a deleted employee leaves the company count, enters the
 * recycle bin and idles their chat accounts), so a change reloads the area.
 */
const AREA = 'organization';

export const useCompanies = () => useQuery({ queryKey: [AREA, 'companies'], queryFn: companies.list });

export const useSites = () => useQuery({ queryKey: [AREA, 'sites'], queryFn: companies.sites, staleTime: Infinity });

/** The previous page stays on screen while the next one loads. */
export const useEmployees = (query: EmployeeQuery, enabled = true) =>
  useQuery({ queryKey: [AREA, 'employees', query], queryFn: () => employees.list(query), enabled, placeholderData: keepPreviousData });

export const useEmployeePicks = () => useQuery({ queryKey: [AREA, 'picks'], queryFn: employees.pick });

export const useChatAccounts = (platform: ChatPlatform) =>
  useQuery({ queryKey: [AREA, 'chat', platform], queryFn: () => chatAccounts(platform).list() });

export const useRecycle = (query: RecycleQuery) =>
  useQuery({ queryKey: [AREA, 'recycle', query], queryFn: () => recycle.list(query), placeholderData: keepPreviousData });

/** Roles are another area's records; only read here, for the role select. */
export const useRoles = () => useQuery({ queryKey: ['roles'], queryFn: roleApi.list });

/**
 * A change to organization records. The area reloads after failures too: a
 * refusal for a stale version or a vanished record means the lists are out of
 * date. The reload is awaited, so a caller's own onSuccess/onError (passed to
 * mutate) already sees the new lists, e.g. a company it just created.
 */
export function useOrganizationMutation<V, R>(mutationFn: (variables: V) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({ mutationFn, onSettled: () => client.invalidateQueries({ queryKey: [AREA] }) });
}
