/*
 * The quote engine: pure code (no database, no clock) that prices a parcel
 * on every channel of a book. The quotes module loads the book, compiles it
 * once and caches it; the toolbox reads remote areas through the same index.
 */
export type { Book, BookChannel, BookRemoteList, BookSheet, BookSurcharge, PriceRequest } from './book.ts';
export { rowsOf } from './bands.ts';
export {
  compileBook,
  compileSheet,
  quotingOn,
  remoteAreaOf,
  sheetOn,
  type CompiledBook,
  type CompiledChannel,
} from './compile.ts';
export type { CompiledSheet } from './sheet.ts';
export { priceQuery } from './price.ts';
export { checkSheet, type SheetProblem } from './checkSheet.ts';
export { sheetMessages } from './messages.ts';
export {
  indexPostcodes,
  matchPostcode,
  normalisePostcode,
  rangeBounds,
  type PostcodeHit,
  type PostcodeIndex,
  type PostcodeMatch,
  type PostcodeRule,
} from './postcode.ts';
export type { RemoteHit, RemoteQuery } from './remote.ts';
