import { parseAst } from 'rolldown/parseAst';
import { describe, expect, it } from 'vitest';
import { routesOnly, zodLoadedWith } from './contractRoutesOnly.ts';

const transformed = (code: string) => routesOnly(code, parseAst(code));
/** What the module's exports are once run, `z` standing for zod: a schema is whatever `z` made. */
const run = (code: string): Record<string, unknown> => {
  const made: string[] = [];
  const z = {
    object: (shape: unknown) => (made.push('object'), { shape }),
    string: () => (made.push('string'), { kind: 'string' }),
  };
  const endpoint = (e: unknown) => e;
  const endpointPart = (e: unknown) => e;
  const exports: Record<string, unknown> = {};
  new Function(
    'z',
    'endpoint',
    'endpointPart',
    'exports',
    code.replace(/export const (\w+)/g, 'const $1 = exports.$1'),
  )(z, endpoint, endpointPart, exports);
  return { ...exports, made };
};

const contract = `
export const LIMIT = 30;
export const row = z.object({ name: z.string() });
export const file = endpointPart({ file: 'xlsx', response: z.string() });
const perPlatform = (platform) => ({ list: endpoint({ method: 'GET', path: '/' + platform, response: row }) });
export const things = { page: endpoint({ method: 'POST', path: '/things/page', body: z.object({}), query: row, response: row }), ...file, qq: perPlatform('qq') };
`;

describe('routesOnly', () => {
  it("keeps endpoints' method and path and constants, and makes their schemas void, in a part and in a function too", () => {
    const out = run(transformed(contract));
    expect(out.LIMIT).toBe(30);
    expect(out.things).toEqual({
      page: { method: 'POST', path: '/things/page', body: undefined, query: undefined, response: undefined },
      file: 'xlsx',
      response: undefined,
      qq: { list: { method: 'GET', path: '/qq', response: undefined } },
    });
  });

  it('makes each top-level value made by calls in a call marked pure, for the bundler to leave out when unused', () => {
    const out = transformed(contract);
    expect(out).toContain('export const row = /* @__PURE__ */ (() => (z.object({ name: z.string() })))();');
    expect(out).toContain('export const LIMIT = 30;');
    // A function is made, not run: left as it is.
    expect(out).toContain('const perPlatform = (platform) =>');
    // Still the same value when used.
    expect(run(out).row).toEqual({ shape: { name: { kind: 'string' } } });
  });
});

describe('zodLoadedWith', () => {
  const chunk = (fileName: string, moduleIds: string[], imports: string[] = []) => ({ fileName, moduleIds, imports });

  it('finds zod in a chunk the start imports, however indirectly, and not in one only a page loads', () => {
    const chunks = [
      chunk('console.js', ['/src/shell/Layout.tsx'], ['shared.js']),
      chunk('shared.js', ['/src/api/orders.ts'], ['zod.js']),
      chunk('zod.js', ['/node_modules/zod/v4/core/core.js']),
      chunk('page.js', ['/src/pages/surcharges.tsx'], ['measures.js']),
      chunk('measures.js', ['/contract/src/measures.ts'], ['zod2.js']),
      chunk('zod2.js', ['/node_modules/zod/v4/classic/schemas.js']),
    ];
    expect(zodLoadedWith(chunks, ['/src/shell/Layout.tsx'])).toEqual(['/node_modules/zod/v4/core/core.js']);
    expect(
      zodLoadedWith(
        chunks.filter((c) => c.fileName !== 'shared.js'),
        ['/src/shell/Layout.tsx'],
      ),
    ).toEqual([]);
  });
});
