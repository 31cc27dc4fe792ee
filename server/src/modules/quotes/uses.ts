import { sql } from 'kysely';
import type { Db } from '../../http/context.ts';

/** Records when a sheet first priced a quote (`rate_sheets.first_quoted_at`): a sheet so used can no longer be withdrawn. */
export interface SheetUses {
  /** Marks the sheets a query priced with; each is written once a process, so a price query after the first costs nothing here. */
  record(sheetIds: Iterable<number>): Promise<void>;
}

/** One per app: the sheets this process has seen marked (by it or, found already marked, by another). */
export function sheetUses(db: Db): SheetUses {
  const marked = new Set<number>();
  return {
    async record(sheetIds) {
      const fresh = [...new Set(sheetIds)].filter((id) => !marked.has(id));
      if (!fresh.length) return;
      // Awaited: a quote answered has its sheet marked, so a withdrawal racing it (locking the row) waits for it or is seen by it.
      await db
        .updateTable('rate_sheets')
        .set({ first_quoted_at: sql<Date>`now()` })
        .where('id', 'in', fresh)
        .where('first_quoted_at', 'is', null)
        .execute();
      for (const id of fresh) marked.add(id);
    },
  };
}
