import type { BrandCheckResult } from '@fwd/contract';
import { sql, TableNode, type KyselyPlugin } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { quoteBookBuild } from '../src/modules/quotes/book.ts';
import { brandMatcherIndex } from '../src/modules/toolbox/brands/book.ts';
import { tariffIndexBuild } from '../src/modules/toolbox/tariffs/index-cache.ts';
import { ADMIN_PASSWORD, freshDatabase, testApp, type Caller } from './harness.ts';

/*
 * The versioned-caches plugin in an app: two apps over one database stand for
 * two API processes; one changes the brand list, the other is checking. `here`
 * counts the version rows its queries read.
 */

const VERSION_ROWS = ['quote_book', 'brand_book', 'tariff_index'];
const versionReads: string[] = [];
const countingReads: KyselyPlugin = {
  transformQuery({ node }) {
    if (node.kind === 'SelectQueryNode')
      for (const f of node.from?.froms ?? [])
        if (TableNode.is(f) && VERSION_ROWS.includes(f.table.identifier.name))
          versionReads.push(f.table.identifier.name);
    return node;
  },
  transformResult: async ({ result }) => result,
};

let here: Caller;
let there: Caller;
beforeAll(async () => {
  const database = await freshDatabase();
  here = await testApp({ database: { ...database, db: database.db.withPlugin(countingReads) } });
  there = await testApp({ database });
});
afterAll(async () => {
  await here.close();
  await there.close();
});

describe('the indexes', () => {
  it('each name the tables whose triggers bump its version', async () => {
    const { rows } = await sql<{ table: string; fn: string }>`
      select c.relname as table, p.proname as fn
      from pg_trigger t
      join pg_class c on c.oid = t.tgrelid
      join pg_proc p on p.oid = t.tgfoid
      where c.relnamespace = current_schema()::regnamespace and p.proname like 'bump\_%'`.execute(here.db);
    const bumping = (fn: string) =>
      rows
        .filter((r) => r.fn === fn)
        .map((r) => r.table)
        .sort();
    expect([...quoteBookBuild.tables].sort()).toEqual(bumping('bump_quote_book'));
    expect([...brandMatcherIndex.tables].sort()).toEqual(bumping('bump_brand_book'));
    expect([...tariffIndexBuild.tables].sort()).toEqual(bumping('bump_tariff_index'));
  });
});

describe('a write in a process with every index built', () => {
  let admin: string;
  beforeAll(async () => {
    admin = await here.login('admin', ADMIN_PASSWORD);
    await Promise.all([
      here.app.quoteBook.current(),
      here.app.pricingBooks.current(),
      here.app.brandMatcher.current(),
      here.app.tariffIndex.current(),
    ]);
  });

  it('reads no version when it touches no index, and answers at once', async () => {
    versionReads.length = 0;
    const r = await here.call('POST', '/api/roles', { token: admin, body: { name: 'unrelated', roleName: 'x' } });
    expect(r.body.code, r.body.message).toBe(20000);
    expect(versionReads).toEqual([]);
  });

  it('waits for the rebuild of what it changed and only that, so its next request reads its own write', async () => {
    const hits = async (line: string) =>
      (
        await here.call<BrandCheckResult>('POST', '/api/toolbox/brands/check', {
          token: admin,
          body: { lines: [line] },
        })
      ).body.data.lines[0]!.hits.map((h) => h.brand);
    expect(await hits('Gucci belt')).toEqual([]);
    versionReads.length = 0;
    const added = await here.call('POST', '/api/toolbox/brands', {
      token: admin,
      body: { name: 'Gucci', aliases: [], category: 'infringing', riskLevel: 'high', channelIds: [] },
    });
    expect(added.body.code, added.body.message).toBe(20000);
    expect(new Set(versionReads)).toEqual(new Set(['brand_book']));
    // No poll: the matcher answering this was rebuilt before the write's answer went.
    expect(await hits('Gucci belt')).toEqual(['Gucci']);
  });
});

describe('the brand matcher in two processes', () => {
  it('answers a check during a rebuild from the previous matcher without waiting for it, and the new matcher takes over', async () => {
    const { build } = brandMatcherIndex;
    const builds = vi.spyOn(brandMatcherIndex, 'build');
    try {
      const token = await here.login('admin', ADMIN_PASSWORD);
      const hits = async (line: string) =>
        (
          await here.call<BrandCheckResult>('POST', '/api/toolbox/brands/check', { token, body: { lines: [line] } })
        ).body.data.lines[0]!.hits.map((h) => h.brand);
      expect(await hits('Fendi bag')).toEqual([]);
      builds.mockClear();
      // Another process adds a brand; the rebuild it causes here is held until the test lets it go.
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      builds.mockImplementationOnce(async (db, previous) => {
        await held;
        return build(db, previous);
      });
      const added = await there.call('POST', '/api/toolbox/brands', {
        token: await there.login('admin', ADMIN_PASSWORD),
        body: { name: 'Fendi', aliases: [], category: 'infringing', riskLevel: 'high', channelIds: [] },
      });
      expect(added.body.code).toBe(20000);
      expect(await hits('Fendi bag')).toEqual([]);
      expect(await hits('Fendi bag')).toEqual([]);
      expect(builds).toHaveBeenCalledTimes(1);
      release();
      await expect.poll(() => hits('Fendi bag'), { timeout: 10_000 }).toEqual(['Fendi']);
      expect(builds).toHaveBeenCalledTimes(1);
    } finally {
      builds.mockRestore();
    }
  });
});
