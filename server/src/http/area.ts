import type { Endpoint } from '@fwd/contract';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { MenuSeed } from '../db/seed/menuSeed.ts';
import type { Db } from './context.ts';
import type { Referrers } from './rules.ts';

/** A contract group: endpoints by name, or groups of them (chat's per platform). */
export type EndpointGroup = { readonly [name: string]: Endpoint | EndpointGroup };

/**
 * One area of the console, declared once in `modules/<area>/index.ts`, which
 * `server/src/areas.ts` finds by its folder. Its name is the same on every layer: the
 * contract group `contract/src/<area>.ts` exports, the module folder, the web
 * client `web/src/api/<area>.ts`, the screens `web/src/pages/<area>/`
 * (component keys `<area>/<screen>`) and the i18n namespace `<area>`.
 */
export interface Area {
  name: string;
  /**
   * The areas whose code it imports, by name: the layer rule (`.dependency-cruiser.cjs`, which reads this list as
   * written, a literal of quoted names) refuses an import of any other, and start-up registers them before it.
   */
  dependsOn: readonly string[];
  /** The contract group it serves: its routes may register no other endpoint (route() refuses). */
  endpoints?: EndpointGroup;
  /** Its HTTP routes, registered under /api in a context of their own. */
  routes?: FastifyPluginAsync;
  /** Its pages outside /api, written by the server for readers who do not sign in (the public tracking page). */
  site?: FastifyPluginAsync;
  /** App-wide machinery it owns, as named plugins (fastify-plugin) other areas may depend on. */
  plugins?: FastifyPluginAsync[];
  /** Registers its job kinds' handlers (`modules/<area>/jobs.ts`). */
  jobs?: (app: FastifyInstance) => void;
  /** Its screens with their permissions (`modules/<area>/menu.ts`); the menus area arranges them. */
  pages?: MenuSeed[];
  /** Reference data synced at every start, in the areas' order, never overwriting what staff edited; `pages` are every area's. */
  reference?: (db: Db, console: { pages: MenuSeed[] }) => Promise<void>;
  /** Its tables that refer to other records, named in the 40900 a refused delete answers. */
  referrers?: Referrers;
}

export const defineArea = (area: Area): Area => area;

/**
 * The areas, each after every area it depends on; among those free to go, by name, so the order is the same on every
 * machine. Refuses a dependency on no area, and a circle.
 */
export function inDependencyOrder(areas: readonly Area[]): Area[] {
  const byName = new Map(areas.map((a) => [a.name, a]));
  const ordered: Area[] = [];
  const visiting: string[] = [];
  const visit = (area: Area) => {
    if (ordered.includes(area)) return;
    if (visiting.includes(area.name))
      throw new Error(`Areas depend on one another in a circle: ${[...visiting, area.name].join(' -> ')}`);
    visiting.push(area.name);
    for (const name of [...area.dependsOn].sort()) {
      const dependency = byName.get(name);
      if (!dependency) throw new Error(`The ${area.name} area depends on ${name}, which is no area`);
      visit(dependency);
    }
    visiting.pop();
    ordered.push(area);
  };
  for (const area of [...areas].sort((a, b) => a.name.localeCompare(b.name))) visit(area);
  return ordered;
}

/** Every endpoint of a group, nested groups included. */
export function endpointsOf(group: EndpointGroup): Set<Endpoint> {
  const all = new Set<Endpoint>();
  const walk = (g: EndpointGroup) => {
    for (const v of Object.values(g)) {
      if ('method' in v && 'path' in v) all.add(v as Endpoint);
      else walk(v as EndpointGroup);
    }
  };
  walk(group);
  return all;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The area whose routes this context registers (app.ts decorates each area's context). */
    area?: { name: string; endpoints: Set<Endpoint> };
  }
}
