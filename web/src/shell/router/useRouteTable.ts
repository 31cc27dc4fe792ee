import { useMemo } from 'react';
import { useSession } from '../../stores/session.ts';
import { buildRouteTable, type RouteTable } from './routesFromMenus.ts';

/** The route table of the signed-in user, rebuilt whenever the menus change. */
export function useRouteTable(): RouteTable {
  const menus = useSession((s) => s.menus);
  return useMemo(() => buildRouteTable(menus), [menus]);
}
