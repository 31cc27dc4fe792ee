import type { BrandCheckResult } from '@fwd/contract';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { brandMatcherIndex } from '../src/modules/toolbox/brands/book.ts';
import { ADMIN_PASSWORD, freshDatabase, testApp, type Caller } from './harness.ts';

/*
 * The versioned-caches plugin in an app: two apps over one database stand for
 * two API processes; one changes the brand list, the other is checking.
 */

let here: Caller;
let there: Caller;
beforeAll(async () => {
  const database = await freshDatabase();
  here = await testApp({ database });
  there = await testApp({ database });
});
afterAll(async () => {
  await here.close();
  await there.close();
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
      expect(builds).toHaveBeenCalledTimes(2);
      release();
      await expect.poll(() => hits('Fendi bag'), { timeout: 10_000 }).toEqual(['Fendi']);
      expect(builds).toHaveBeenCalledTimes(2);
    } finally {
      builds.mockRestore();
    }
  });
});
