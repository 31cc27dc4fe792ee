import { sql, type Kysely } from 'kysely';

/**
 * Menu titles in English, Spanish and Japanese beside the Chinese one (the
 * reference sync fills the built-in menus'; staff fill their own). And a page's
 * functions now come with its view: roles holding a function without the view
 * get the view, and their version goes up so signed-in members reload.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  for (const lang of ['en', 'es', 'ja']) {
    await db.schema
      .alterTable('menus')
      .addColumn(`menu_title_${lang}`, 'text', (c) => c.notNull().defaultTo(''))
      .execute();
  }
  const added = await sql<{ role_id: number }>`
    insert into role_permissions (role_id, permission_id)
    select distinct rp.role_id, v.id
    from role_permissions rp
    join permissions f on f.id = rp.permission_id and f.kind = 'function'
    join permissions v on v.menu_id = f.menu_id and v.kind = 'view'
    on conflict do nothing
    returning role_id`.execute(db);
  const roles = [...new Set(added.rows.map((r) => r.role_id))];
  if (roles.length)
    await db
      .updateTable('roles')
      .set({ version: sql`version + 1` })
      .where('id', 'in', roles)
      .execute();
}
