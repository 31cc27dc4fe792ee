import type { Db } from '../../http/context.ts';
import type { VersionedCache, VersionedIndex } from '../../plugins/versioned-cache.ts';
import {
  compileBook,
  compileSheet,
  type BookSurcharge,
  type CompiledBook,
  type CompiledSheet,
} from '../../quote-engine/index.ts';
import { quoteBookBuild } from '../quotes/book.ts';
import type { LoadedBook } from '../quotes/loaded.ts';
import { sheetContents } from '../quotes/sheets.ts';
import { bookSurcharges } from '../surcharges/rules.ts';

/*
 * What settlement prices with besides the quote book: the same channels
 * (settings, limits, remote areas) with other sheets. The expected cost is
 * the channels with their cost sheets and cost surcharges; a customer with
 * sheets of its own prices on the channels with those sheets (and the sale
 * surcharges). Cost and customer sheets are rate sheets, so saving one bumps
 * the quote book's version like any sheet: these books are a versioned cache
 * on the quote book's version row, rebuilt over the quote book's rebuild,
 * compiling only the sheets that changed.
 */

type Compiled = Map<number, { version: number; sheet: CompiledSheet }>;

export interface PricingBooks {
  /** The quote book's version, as `sale` was read at. */
  version: number;
  /** The quote book: channels' sale sheets and surcharges. */
  sale: LoadedBook;
  cost: CompiledBook;
  /** By customer id: only customers with sheets of their own. */
  customers: Map<number, CompiledBook>;
  /** The cost and customer sheets compiled, with the version each was read at: the next build reuses those unchanged. */
  compiled: Compiled;
}

export type PricingBooksCache = Pick<VersionedCache<PricingBooks>, 'current'>;

/** A book of the quote book's channels, each with the given sheets, and the given surcharges; the remote areas the quote book's. */
function bookLike(
  sale: LoadedBook,
  sheetsOf: (channelId: number) => CompiledSheet[],
  surcharges: BookSurcharge[],
): CompiledBook {
  const channels = sale.compiled.channels.map((c) => ({ ...c.channel, sheets: sheetsOf(c.channel.id) }));
  return { ...compileBook({ channels, surcharges, remoteLists: [] }), remote: sale.compiled.remote };
}

/** The sale surcharge rules the quote book holds, each once. */
const saleRules = (sale: LoadedBook): BookSurcharge[] => [
  ...new Map(sale.compiled.channels.flatMap((c) => c.rules.map((r) => [r.rule.id, r.rule] as const))).values(),
];

/** The books over `sale`, reusing `previous`'s compiled sheets that did not change. */
export async function pricingBooks(db: Db, sale: LoadedBook, previous?: PricingBooks): Promise<PricingBooks> {
  const before: Compiled = previous?.compiled ?? new Map();
  const rows = await db
    .selectFrom('rate_sheets')
    .innerJoin('channels', 'channels.id', 'rate_sheets.channel_id')
    .select([
      'rate_sheets.id',
      'rate_sheets.channel_id',
      'rate_sheets.kind',
      'rate_sheets.customer_id',
      'rate_sheets.effective_from',
      'rate_sheets.version',
    ])
    .where('rate_sheets.kind', '<>', 'sale')
    .where('channels.enabled', '=', true)
    .execute();
  const unchanged = (r: { id: number; version: number }) => before.get(r.id)?.version === r.version;
  const contents = await sheetContents(
    db,
    rows.filter((r) => !unchanged(r)).map((r) => r.id),
  );
  const compiled: Compiled = new Map();
  const cost = new Map<number, CompiledSheet[]>();
  const own = new Map<number, Map<number, CompiledSheet[]>>();
  const add = (by: Map<number, CompiledSheet[]>, channelId: number, sheet: CompiledSheet) =>
    by.set(channelId, [...(by.get(channelId) ?? []), sheet]);
  for (const r of rows) {
    const sheet = unchanged(r)
      ? before.get(r.id)!.sheet
      : compileSheet({ id: r.id, effectiveFrom: r.effective_from, ...contents.get(r.id)! });
    compiled.set(r.id, { version: r.version, sheet });
    if (r.kind === 'cost') add(cost, r.channel_id, sheet);
    else {
      if (!own.has(r.customer_id!)) own.set(r.customer_id!, new Map());
      add(own.get(r.customer_id!)!, r.channel_id, sheet);
    }
  }
  const rules = saleRules(sale);
  const customers = new Map(
    [...own].map(([customerId, sheets]) => [customerId, bookLike(sale, (id) => sheets.get(id) ?? [], rules)] as const),
  );
  return {
    version: sale.version,
    sale,
    cost: bookLike(sale, (id) => cost.get(id) ?? [], await bookSurcharges(db, 'cost')),
    customers,
    compiled,
  };
}

/** The books as the versioned-caches plugin keeps them: the quote book's version and tables, built over its build as of now. */
export const pricingBooksIndex = (
  quoteBook: Pick<VersionedCache<LoadedBook>, 'latest'>,
): VersionedIndex<PricingBooks> => ({
  name: 'pricing-books',
  tables: quoteBookBuild.tables,
  version: quoteBookBuild.version,
  build: async (db, previous) => pricingBooks(db, await quoteBook.latest(), previous),
});
