import fs from 'node:fs';
import { createRequire } from 'node:module';
import * as contract from '@fwd/contract';
import { LANGUAGES, type Endpoint } from '@fwd/contract';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { areas } from '../src/areas.ts';
import { defineArea, endpointsOf, inDependencyOrder, type EndpointGroup } from '../src/http/area.ts';
import { route } from '../src/http/route.ts';

const modulesDir = new URL('../src/modules/', import.meta.url);
const web = new URL('../../web/src/', import.meta.url);
const webPages = new URL('pages/', web);
/** Imported by its address, so the server's compiler does not take in the web's code. */
const webAreas = new URL('api/areas.ts', web);
const isEndpoint = (v: unknown): v is Endpoint =>
  typeof v === 'object' &&
  v !== null &&
  typeof (v as Endpoint).method === 'string' &&
  typeof (v as Endpoint).path === 'string' &&
  'response' in v;

/** Every endpoint the contract exports, in whichever group. */
function contractEndpoints(): Set<Endpoint> {
  const all = new Set<Endpoint>();
  const walk = (v: unknown, depth: number) => {
    if (isEndpoint(v)) all.add(v);
    else if (depth < 3 && typeof v === 'object' && v !== null && !Array.isArray(v))
      for (const x of Object.values(v)) walk(x, depth + 1);
  };
  for (const v of Object.values(contract)) walk(v, 0);
  return all;
}

describe('the areas', () => {
  it('are the folders of modules/, each declared under its folder name', () => {
    const folders = fs
      .readdirSync(modulesDir, { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name);
    expect(areas.map((a) => a.name).sort()).toEqual(folders.sort());
  });

  it('come each after the areas it depends on, which the layer rule lets it import, and no other area', () => {
    const config = createRequire(import.meta.url)('../../.dependency-cruiser.cjs') as {
      forbidden: { name: string; to: { pathNot?: string } }[];
    };
    const allowed = new Map(
      config.forbidden
        .filter((r) => r.name.startsWith('imports-of-'))
        .map((r) => [r.name.slice('imports-of-'.length), /modules\/\((.*)\)\//.exec(r.to.pathNot!)![1]!.split('|')]),
    );
    const names = areas.map((a) => a.name);
    expect([...allowed.keys()].sort()).toEqual([...names].sort());
    for (const [i, area] of areas.entries()) {
      expect(allowed.get(area.name), area.name).toEqual([area.name, ...area.dependsOn]);
      for (const d of area.dependsOn) expect(names.indexOf(d), `${area.name} after ${d}`).toBeLessThan(i);
    }
  });

  it('are ordered by their dependencies, else by name, refusing a dependency on no area and a circle', () => {
    const area = (name: string, ...dependsOn: string[]) => defineArea({ name, dependsOn });
    expect(inDependencyOrder([area('c', 'a'), area('b'), area('a', 'b')]).map((a) => a.name)).toEqual(['b', 'a', 'c']);
    expect(() => inDependencyOrder([area('a', 'b')])).toThrow('The a area depends on b, which is no area');
    expect(() => inDependencyOrder([area('a', 'c'), area('b', 'a'), area('c', 'b')])).toThrow(
      'in a circle: a -> c -> b -> a',
    );
  });

  it('each serve the contract group named as they are, and together every endpoint, each once', () => {
    const served = new Map<Endpoint, string>();
    for (const area of areas.filter((a) => a.endpoints)) {
      expect(contract[area.name as keyof typeof contract], area.name).toBe(area.endpoints);
      for (const e of endpointsOf(area.endpoints!)) {
        expect(served.get(e), `${e.method} ${e.path}`).toBeUndefined();
        served.set(e, area.name);
      }
    }
    const missing = [...contractEndpoints()].filter((e) => !served.has(e)).map((e) => `${e.method} ${e.path}`);
    expect(missing).toEqual([]);
  });

  it('declare only pages whose component key is under their own name, each a screen folder the web finds', () => {
    const pages = areas.flatMap((a) => (a.pages ?? []).map((p) => [a.name, p.component] as const));
    expect(pages.length).toBeGreaterThan(10);
    for (const [area, component] of pages) {
      expect(component).toMatch(new RegExp(`^${area}/`));
      // web/src/pages/registry.ts registers every pages/<area>/<screen>/index.tsx.
      expect(fs.existsSync(new URL(`${component}/index.tsx`, webPages)), `web/src/pages/${component}/index.tsx`).toBe(
        true,
      );
    }
  });

  it("are the web's data areas: its reload graph names only areas, and holds every area with a web client", async () => {
    const { dependents } = (await import(webAreas.href)) as { dependents: Record<string, readonly string[]> };
    const names = areas.map((a) => a.name);
    const named = new Set([...Object.keys(dependents), ...Object.values(dependents).flat()]);
    expect([...named].filter((n) => !names.includes(n))).toEqual([]);
    const clients = names.filter((n) => fs.existsSync(new URL(`api/${n}.ts`, web)));
    expect(clients.length).toBeGreaterThan(10);
    expect(Object.keys(dependents).sort()).toEqual(clients.sort());
  });

  it('with screens each have, under their name, a web client, a pages folder and a message namespace in every language', () => {
    const withPages = areas.filter((a) => a.pages?.length).map((a) => a.name);
    expect(withPages.length).toBeGreaterThan(10);
    const missing = withPages.flatMap((name) =>
      // A namespace is a file, or a folder of files (one per screen) gathered by its index.
      [`api/${name}.ts`, `pages/${name}`, ...LANGUAGES.map((l) => `i18n/${l}/${name}`)].filter(
        (f) => !fs.existsSync(new URL(f, web)) && !fs.existsSync(new URL(`${f}.ts`, web)),
      ),
    );
    expect(missing).toEqual([]);
  });

  it("refuse, at registration, a route for another area's endpoint", async () => {
    const app = Fastify();
    app.decorate('area', { name: 'orders', endpoints: endpointsOf(contract.orders as unknown as EndpointGroup) });
    expect(() => route(app, contract.customers.remove, async () => null)).toThrow(
      /not an endpoint of the orders area's contract group/,
    );
    expect(() => route(app, contract.orders.remove, async () => null)).not.toThrow();
    await app.close();
  });
});
