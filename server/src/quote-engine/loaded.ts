import type { Language } from '@fwd/contract';
import type { CompiledBook } from './compile.ts';
import type { CompiledSheet } from './sheet.ts';

/*
 * The quote book as a server keeps it (compiled once per change, by the
 * quotes area's quote-book plugin), declared here, below the areas, so an
 * area before quotes (the toolbox's 偏远地区) reads the same book through
 * `app.quoteBook` without importing the area that loads it.
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
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The quotes area's quote-book plugin decorates the app with it; areas that price or read remote areas reach the book here. */
    quoteBook: QuoteBookCache;
  }
}
