import { sql, type Kysely } from 'kysely';
import { BUILT_IN_NUMBER_STATUSES } from '../seed/numberStatuses.ts';

/**
 * Number statuses named in the four languages, as tracking statuses are:
 * `status_name` becomes `name_zh`; a blank name in another language shows
 * the Chinese one. Each name is unique in its language whatever the case.
 * The built-in statuses get their translations; staff-added ones have no
 * `code` (the system acts by none of them).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('number_statuses').renameColumn('status_name', 'name_zh').execute();
  for (const lang of ['en', 'es', 'ja']) {
    await db.schema
      .alterTable('number_statuses')
      .addColumn(`name_${lang}`, 'text', (c) => c.notNull().defaultTo(''))
      .execute();
  }
  await db.schema
    .alterTable('number_statuses')
    .alterColumn('code', (c) => c.dropNotNull())
    .execute();
  for (const [code, , en, es, ja] of BUILT_IN_NUMBER_STATUSES) {
    await db
      .updateTable('number_statuses')
      .set({ name_en: en, name_es: es, name_ja: ja })
      .where('code', '=', code)
      .execute();
  }
  await sql`alter index number_statuses_name rename to number_statuses_name_zh`.execute(db);
  for (const lang of ['en', 'es', 'ja']) {
    await sql`create unique index ${sql.id(`number_statuses_name_${lang}`)} on number_statuses (lower(${sql.ref(`name_${lang}`)})) where ${sql.ref(`name_${lang}`)} <> ''`.execute(
      db,
    );
  }
}
