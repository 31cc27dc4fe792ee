import fs from 'node:fs';
import { createRequire } from 'node:module';
import * as contract from '@fwd/contract';
import { LANGUAGES, type Endpoint } from '@fwd/contract';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { areas } from '../src/areas.ts';
import { endpointsOf, type EndpointGroup } from '../src/http/area.ts';
import { route } from '../src/http/route.ts';

const modulesDir = new URL('../src/modules/', import.meta.url);
const isEndpoint = (v: unknown): v is Endpoint =>
  typeof v === 'object' && v !== null && typeof (v as Endpoint).method === 'string' && typeof (v as Endpoint).path === 'string' && 'response' in v;

/** Every endpoint the contract exports, in whichever group. */
function contractEndpoints(): Set<Endpoint> {
  const all = new Set<Endpoint>();
  const walk = (v: unknown, depth: number) => {
    if (isEndpoint(v)) all.add(v);
    else if (depth < 3 && typeof v === 'object' && v !== null && !Array.isArray(v)) for (const x of Object.values(v)) walk(x, depth + 1);
  };
  for (const v of Object.values(contract)) walk(v, 0);
  return all;
}

describe('the areas', () => {
  it('are the folders of modules/, each declared under its folder name', () => {
    const folders = fs.readdirSync(modulesDir, { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name);
    expect(areas.map((a) => a.name).sort()).toEqual(folders.sort());
  });

  it('are listed in the order the dependency rules allow them to import one another', () => {
    const config = createRequire(import.meta.url)('../../.dependency-cruiser.cjs') as { forbidden: { name: string; to: { path: string } }[] };
    const first = config.forbidden.find((r) => r.name.startsWith('area-'))!;
    const rest = /modules\/\((.*)\)\//.exec(first.to.path)![1]!.split('|');
    expect(areas.map((a) => a.name)).toEqual([first.name.slice('area-'.length), ...rest]);
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

  it("declare only pages whose component key is under their own name", () => {
    const pages = areas.flatMap((a) => (a.pages ?? []).map((p) => [a.name, p.component] as const));
    expect(pages.length).toBeGreaterThan(10);
    for (const [area, component] of pages) expect(component).toMatch(new RegExp(`^${area}/`));
  });

  it('with screens each have, under their name, a web client, a pages folder and a message namespace in every language', () => {
    const web = new URL('../../web/src/', import.meta.url);
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
    expect(() => route(app, contract.customers.remove, async () => null)).toThrow(/not an endpoint of the orders area's contract group/);
    expect(() => route(app, contract.orders.remove, async () => null)).not.toThrow();
    await app.close();
  });
});
