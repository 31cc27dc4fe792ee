import fp from 'fastify-plugin';
import type { Db } from '../../http/context.ts';
import type { VersionedIndex } from '../../plugins/versioned-cache.ts';
import { bookRemoteLists } from '../surcharges/remote.ts';
import { bookSurcharges } from '../surcharges/rules.ts';
import { compileBook, type Book, type BookChannel } from '../../quote-engine/index.ts';
import type { LoadedBook, QuoteCountry, SheetsRead } from './loaded.ts';
import { defaultSettings, settingsOf } from './settings.ts';
import { sheetContents } from './sheets.ts';

/*
 * The quote book, read and compiled once per change (the versioned-caches
 * plugin keeps it). Every write to what prices (settings, sheets, rules,
 * remote lists, channels, countries) bumps `quote_book.version` in its own
 * transaction (triggers, migration 009). A sheet's rows change only with its
 * version, so a reload reads (and the engine compiles) only the sheets that
 * are new or changed and hands the others over compiled. Only the compiled
 * book is kept.
 */

/** The enabled channels with their settings and sheets (those unchanged since `before` as compiled then), and each sheet's version. */
async function loadChannels(
  db: Db,
  before: SheetsRead,
): Promise<{ channels: Book['channels']; versions: Map<number, number> }> {
  const rows = await db
    .selectFrom('channels')
    .select(['id', 'code', 'name', 'mode', 'incoterm', 'carrier', 'sort'])
    .where('enabled', '=', true)
    .orderBy('sort')
    .orderBy('id')
    .execute();
  const settings = new Map(
    (await db.selectFrom('quote_settings').selectAll().execute()).map((r) => [r.channel_id, settingsOf(r)]),
  );
  const sheets = await db
    .selectFrom('rate_sheets')
    .innerJoin('channels', 'channels.id', 'rate_sheets.channel_id')
    .select(['rate_sheets.id', 'rate_sheets.channel_id', 'rate_sheets.effective_from', 'rate_sheets.version'])
    .where('channels.enabled', '=', true)
    .where('rate_sheets.kind', '=', 'sale')
    .execute();
  const unchanged = (s: { id: number; version: number }) => before.get(s.id)?.version === s.version;
  const contents = await sheetContents(
    db,
    sheets.filter((s) => !unchanged(s)).map((s) => s.id),
  );
  const byChannel = new Map<number, BookChannel['sheets']>();
  for (const s of sheets) {
    const sheet = unchanged(s)
      ? before.get(s.id)!.sheet
      : { id: s.id, effectiveFrom: s.effective_from, ...contents.get(s.id)! };
    const list = byChannel.get(s.channel_id);
    if (list) list.push(sheet);
    else byChannel.set(s.channel_id, [sheet]);
  }
  return {
    channels: rows.map((r) => ({
      ...r,
      settings: settings.get(r.id) ?? defaultSettings(r.id),
      sheets: byChannel.get(r.id) ?? [],
    })),
    versions: new Map(sheets.map((s) => [s.id, s.version])),
  };
}

async function loadCountries(db: Db): Promise<Map<string, QuoteCountry>> {
  const rows = await db
    .selectFrom('countries')
    .select(['code', 'name_zh', 'name_en', 'name_es', 'name_ja'])
    .where('enabled', '=', true)
    .execute();
  const out = new Map<string, QuoteCountry>();
  for (const r of rows) {
    const country = { code: r.code, names: { zh: r.name_zh, en: r.name_en, es: r.name_es, ja: r.name_ja } };
    out.set(r.code, country);
    out.set(r.name_zh, country);
  }
  return out;
}

/** The whole book as one snapshot, labelled with the version it was read at; `before`'s unchanged sheets reused. */
const loadBook = (db: Db, before: SheetsRead): Promise<LoadedBook> =>
  // Raw, not inTransaction: the reads must be one REPEATABLE READ snapshot, which joining a caller's transaction would not guarantee.
  db
    .transaction()
    .setIsolationLevel('repeatable read')
    .execute(async (trx) => {
      const version = await versionOf(trx);
      const { channels, versions } = await loadChannels(trx, before);
      const compiled = compileBook({
        channels,
        surcharges: await bookSurcharges(trx),
        remoteLists: await bookRemoteLists(trx),
      });
      const sheets: SheetsRead = new Map(
        compiled.channels.flatMap((c) =>
          c.sheets.map((sheet) => [sheet.id, { version: versions.get(sheet.id)!, sheet }] as const),
        ),
      );
      return { version, compiled, countries: await loadCountries(trx), sheets };
    });

const versionOf = async (db: Db) =>
  (await db.selectFrom('quote_book').select('version').executeTakeFirstOrThrow()).version;

/** How the versioned-caches plugin reads the book's version and loads it, reusing the sheets that did not change. */
export const quoteBookBuild: VersionedIndex<LoadedBook> = {
  name: 'quote-book',
  tables: [
    'quote_settings',
    'rate_sheets',
    'rate_zones',
    'rate_zone_members',
    'rate_bands',
    'surcharges',
    'surcharge_channels',
    'remote_lists',
    'remote_entries',
    'channels',
    'countries',
  ],
  version: versionOf,
  build: (db, before) => loadBook(db, before?.sheets ?? new Map()),
};

/** The book as the areas that price reach it: `app.quoteBook.current()`. */
export const quoteBook = fp(
  async (app) => {
    app.decorate('quoteBook', app.versionedCaches.add(quoteBookBuild));
  },
  { name: 'quote-book', dependencies: ['versioned-caches'] },
);
