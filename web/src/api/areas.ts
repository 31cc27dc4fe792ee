import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';

/**
 * The data areas, named as the server modules are (and as contract/src/<area>.ts,
 * pages/<area>/ and the i18n namespace <area>). Every query key has one
 * shape, `[area, endpoint, params]` (`areaKey`). Each area's module,
 * api/<area>.ts, holds its requests (`<area>Api`) and its queries
 * (`<area>Queries`: key, fetch and cache policy, for `useQuery`); its changes
 * go through `useAreaMutation`, which reloads the area and its dependents.
 *
 * `graph`: each data area -> the areas whose screens show its records, so a change there
 * reloads them too. Employees: company head counts, role members and pick
 * lists, chat account holders, the sales owners of customers. Companies and
 * roles: their names in employee rows. Menus: the permission tree of roles and
 * the registry's bindings; APIs: the bound APIs menu settings shows, the
 * keys the sync settings name, the robots' webhooks the robot settings say are set. The reference records name no other area's
 * records by name (an agent holds its channels and countries by id; the
 * pickers show their names), but orders show them all by name: owner and
 * company, customer, agent, channel, country, number status. Jobs (a sync, a
 * tracking refresh) change orders. An order's tracking shows the order as its row does, and a refresh changes
 * the order's tracking columns. The dashboard counts orders, settlement prices them, and agents' bills (payables) match them and their expected cost; statements bill the priced
 * orders (their charges become billed), mark orders of customers past their credit limit, and list customers. Tracking
 * and jobs raise alerts (the navbar's bell). Quotes (prices, rate sheets, shipping
 * query) name channels and are priced with the surcharge rules; a channel's row says whether it prices today (its
 * sheets and quoting days); its 偏远地区 (a toolbox screen) shows surcharges' remote-area lists. The toolbox's
 * brands, address rules and tariff lines show in the order drawer and the
 * price query.
 *
 * This is the web's own knowledge, kept here: what screens show is neither what the server's areas import
 * (companies count employees in SQL; roles show the menus of an area declared after them) nor what the contract
 * groups reference (records point at one another by id). A new data area is its entry: `Area` is the graph's
 * keys, and server/test/areas.test.ts checks that they are server areas and that each web client api/<area>.ts
 * of a server area has one.
 */
const graph = {
  employees: ['companies', 'roles', 'chat', 'customers', 'orders', 'tracking'],
  companies: ['employees', 'orders', 'tracking'],
  chat: [],
  roles: ['employees'],
  menus: ['roles', 'apis'],
  apis: ['menus', 'logistics', 'robots'],
  countries: ['orders', 'tracking', 'quotes'],
  customers: ['orders', 'tracking', 'statements'],
  agents: ['orders', 'tracking', 'payables'],
  channels: ['orders', 'tracking', 'quotes', 'surcharges'],
  statuses: ['orders', 'tracking'],
  orders: ['dashboard', 'tracking', 'settlement', 'payables', 'statements'],
  tracking: ['orders', 'dashboard', 'alerts'],
  quotes: ['channels'],
  surcharges: ['quotes'],
  toolbox: ['orders', 'tracking', 'quotes'],
  logistics: [],
  jobs: ['orders', 'tracking', 'dashboard', 'settlement', 'alerts'],
  dashboard: [],
  settlement: ['payables', 'statements'],
  payables: [],
  statements: ['settlement', 'orders'],
  system: [],
  track: [],
  alerts: [],
  robots: [],
} as const;

export type Area = keyof typeof graph;

/** The graph, its values held to area names too. */
export const dependents: Readonly<Record<Area, readonly Area[]>> = graph;

/** Params of a query about one record; deleting the record leaves such queries alone. */
export interface RecordParams {
  id: number;
}

export const areaKey = <A extends Area, P = null>(area: A, endpoint: string, params: P = null as P) =>
  [area, endpoint, params] as const;

const isAbout = (params: unknown, ids: readonly number[]): boolean =>
  typeof params === 'object' && params !== null && ids.includes((params as Partial<RecordParams>).id ?? NaN);

/**
 * Reloads an area and its dependents. Queries about records just deleted are
 * left as they are: asked again they would only answer "not found", while the
 * screen showing them is on its way out.
 */
export function invalidateArea(client: QueryClient, area: Area, deleted: readonly number[] = []): Promise<void> {
  const areas: readonly unknown[] = [area, ...dependents[area]];
  return client.invalidateQueries({
    predicate: ({ queryKey: [root, , params] }) => areas.includes(root) && !(root === area && isAbout(params, deleted)),
  });
}

/**
 * A change to an area's records. The area reloads after failures too: a
 * refusal for a stale version or a vanished record means the lists are out of
 * date. The reload is awaited, so a caller's own onSuccess or onError (passed
 * to mutate) already sees the new lists. `deletes` names the records a
 * successful call removed.
 */
export function useAreaMutation<V, R>(
  area: Area,
  mutationFn: (variables: V) => Promise<R>,
  deletes?: (variables: V) => readonly number[],
) {
  const client = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: (_data, error, variables) => invalidateArea(client, area, !error && deletes ? deletes(variables) : []),
  });
}
