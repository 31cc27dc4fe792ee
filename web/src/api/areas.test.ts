import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { areaKey, invalidateArea } from './areas.ts';

/** A cache holding these queries, loaded. */
async function cacheWith(keys: readonly (readonly unknown[])[]) {
  const client = new QueryClient();
  await Promise.all(keys.map((queryKey) => client.prefetchQuery({ queryKey, queryFn: () => 'data' })));
  return { client, stale: (key: readonly unknown[]) => client.getQueryState(key)?.isInvalidated };
}

describe('invalidateArea', () => {
  it('marks the area and the areas that show its records stale, and no other', async () => {
    const list = areaKey('employees', 'list', { currentPage: 1 });
    const picks = areaKey('employees', 'pick');
    const members = areaKey('roles', 'members', { id: 5 });
    const types = areaKey('apis', 'types');
    const { client, stale } = await cacheWith([list, picks, members, types]);

    await invalidateArea(client, 'employees');

    expect([list, picks, members, types].map(stale)).toEqual([true, true, true, false]);
  });

  it('leaves the queries about a deleted record as they are: asked again they would answer "not found"', async () => {
    const gone = areaKey('roles', 'permissions', { id: 7 });
    const other = areaKey('roles', 'permissions', { id: 8 });
    const { client, stale } = await cacheWith([gone, other]);

    await invalidateArea(client, 'roles', [7]);

    expect([gone, other].map(stale)).toEqual([false, true]);
  });
});
