import { Code, type TariffNodeAnswer, type TariffSearchAnswer } from '@fwd/contract';
import { AppError } from '../../../http/errors.ts';
import type { TariffIndexCache } from './index-cache.ts';
import { tariffMessages as m } from './messages.ts';

/** Ranked hits over HS 2022 and the national lines, from the index of the current version. */
export async function searchTariffs(cache: TariffIndexCache, q: string, limit: number): Promise<TariffSearchAnswer> {
  return (await cache.current()).index.search(q, limit);
}

/** A code with its path and children; a national line with its record too. 40400 when no entry has that code. */
export async function tariffNode(cache: TariffIndexCache, code: string): Promise<TariffNodeAnswer> {
  const { index, lines } = await cache.current();
  const found = index.node(code);
  if (!found) throw new AppError(Code.NOT_FOUND, m.codeNotFound, { code });
  return { ...found, line: lines.get(code) ?? null };
}
