import { useQuery } from '@tanstack/react-query';
import { employeesQueries } from '../../../api/employees.ts';
import { rolesQueries, type Member } from '../../../api/roles.ts';

/** Where the people to add come from: every employee, those without a role, or a role's members. */
export type Source = 'all' | 'none' | number;

/** A person to add; found among all employees, with the role they hold. */
export type Candidate = Member & { roleId?: number | null };

/** At most this many employees found by a search: a name narrows it further. */
const SEARCH_LIMIT = 50;

const matches = (m: Member, text: string) =>
  !text || m.name.toLowerCase().includes(text) || m.username.toLowerCase().includes(text);

/**
 * The people to choose from. Among all employees the server searches by name
 * or username (there may be thousands); the shorter lists are filtered here.
 */
export function useCandidates(source: Source, search: string) {
  const text = search.toLowerCase();
  const all = useQuery({
    ...employeesQueries.list({ currentPage: 1, pageSize: SEARCH_LIMIT, keyword: search || undefined }),
    enabled: source === 'all',
  });
  const withoutRole = useQuery({ ...rolesQueries.withoutRole(), enabled: source === 'none' });
  const members = useQuery({
    ...rolesQueries.members(typeof source === 'number' ? source : 0),
    enabled: typeof source === 'number',
  });
  const listed = source === 'none' ? withoutRole : members;
  const query = source === 'all' ? all : listed;
  const rows: Candidate[] | undefined =
    source === 'all' ? all.data?.records : listed.data?.filter((m) => matches(m, text));
  return { isPending: query.isPending, isError: query.isError, error: query.error, refetch: query.refetch, rows };
}
