import type { Language } from '@fwd/contract';
import type { CompiledBook } from '../../quote-engine/compile.ts';
import type { CompiledSheet } from '../../quote-engine/sheet.ts';

/*
 * The quote book as a server keeps it (compiled once per change, by the
 * quote-book plugin, book.ts): what the price query and 偏远地区 (remote/)
 * read through `app.quoteBook`.
 */

export interface QuoteCountry {
  code: string;
  names: Record<Language, string>;
}

/** The sheets a book holds, by id, with the version they were read at. */
export type SheetsRead = Map<number, { version: number; sheet: CompiledSheet }>;

export interface LoadedBook {
  /** `quote_book.version` the book was read at. */
  version: number;
  compiled: CompiledBook;
  /** Enabled countries by ISO code and by Chinese name. */
  countries: Map<string, QuoteCountry>;
  sheets: SheetsRead;
}

export interface QuoteBookCache {
  /** The book to price with now (the versioned-caches plugin says which build that is). */
  current(): Promise<LoadedBook>;
  /** The book as of the version now, waiting for a rebuild (the pricing books are built over it). */
  latest(): Promise<LoadedBook>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The quotes area's quote-book plugin decorates the app with it; areas that price or read remote areas reach the book here. */
    quoteBook: QuoteBookCache;
  }
}
