import { sql, type Kysely } from 'kysely';

// Migrations take Kysely<any>: they describe the schema at their point in history.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  const now = sql`now()`;
  await db.schema
    .createTable('companies')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('company_name', 'text', (c) => c.notNull().unique())
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();

  await db.schema
    .createTable('sites')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull().unique())
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable('roles')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull().unique())
    .addColumn('role_name', 'text', (c) => c.notNull())
    .addColumn('is_super', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('scope', 'text', (c) =>
      c
        .notNull()
        .defaultTo('SELF')
        .check(sql`scope in ('ALL','COMPANY','CUSTOM','SELF')`),
    )
    .addColumn('show_agent', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('own_data_only', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();

  await db.schema
    .createTable('users')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('username', 'text', (c) => c.notNull())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('avatar', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('introduction', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('role_id', 'integer', (c) => c.references('roles.id'))
    .addColumn('company_id', 'integer', (c) => c.references('companies.id'))
    .addColumn('site_id', 'integer', (c) => c.references('sites.id'))
    .addColumn('join_date', 'date')
    .addColumn('phone', 'text')
    .addColumn('email', 'text')
    .addColumn('deleted_at', 'timestamptz')
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();
  // Usernames are unique among active users, case-insensitively; a deleted user's
  // name may be taken again (restoring is then refused).
  await sql`create unique index users_username_active on users (lower(username)) where deleted_at is null`.execute(db);
  await db.schema.createIndex('users_company').on('users').column('company_id').execute();
  await db.schema.createIndex('users_role').on('users').column('role_id').execute();

  await db.schema
    .createTable('sessions')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('last_seen_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('ended_at', 'timestamptz')
    .addColumn('end_reason', 'text')
    .execute();
  await db.schema.createIndex('sessions_user').on('sessions').column('user_id').execute();

  await db.schema
    .createTable('login_failures')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema.createIndex('login_failures_key_at').on('login_failures').columns(['key', 'at']).execute();

  await db.schema
    .createTable('menus')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('parent_id', 'integer', (c) => c.references('menus.id'))
    .addColumn('submenu_level', 'smallint', (c) => c.notNull().check(sql`submenu_level between 1 and 3`))
    .addColumn('menu_title', 'text', (c) => c.notNull().unique())
    .addColumn('menu_title_cn', 'text', (c) => c.notNull())
    .addColumn('menu_name', 'text', (c) => c.notNull().unique())
    .addColumn('component', 'text')
    .addColumn('icon', 'text')
    .addColumn('is_show', 'smallint', (c) => c.notNull().defaultTo(1))
    .addColumn('affix', 'smallint', (c) => c.notNull().defaultTo(0))
    .addColumn('keep_alive', 'smallint', (c) => c.notNull().defaultTo(1))
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();

  await db.schema
    .createTable('permissions')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('menu_id', 'integer', (c) => c.notNull().references('menus.id'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('permission_code', 'text', (c) => c.notNull().unique())
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('view','function')`))
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('permissions_menu').on('permissions').column('menu_id').execute();

  await db.schema
    .createTable('api_types')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull().unique())
    .execute();

  await db.schema
    .createTable('apis')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('method', 'text', (c) => c.notNull())
    .addColumn('path', 'text', (c) => c.notNull())
    .addColumn('access', 'text', (c) => c.notNull())
    .addColumn('permission_code', 'text')
    .addColumn('summary', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('type_id', 'integer', (c) => c.notNull().references('api_types.id'))
    .addColumn('present', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('default_bound_code', 'text')
    .addUniqueConstraint('apis_method_path', ['method', 'path'])
    .execute();

  await db.schema
    .createTable('permission_apis')
    .addColumn('permission_id', 'integer', (c) => c.notNull().references('permissions.id').onDelete('cascade'))
    .addColumn('api_id', 'integer', (c) => c.notNull().references('apis.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('permission_apis_pk', ['permission_id', 'api_id'])
    .execute();
  await db.schema.createIndex('permission_apis_api').on('permission_apis').column('api_id').execute();

  await db.schema
    .createTable('role_permissions')
    .addColumn('role_id', 'integer', (c) => c.notNull().references('roles.id').onDelete('cascade'))
    .addColumn('permission_id', 'integer', (c) => c.notNull().references('permissions.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('role_permissions_pk', ['role_id', 'permission_id'])
    .execute();

  await db.schema
    .createTable('audit_log')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('user_id', 'integer')
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('entity', 'text', (c) => c.notNull())
    .addColumn('entity_id', 'text', (c) => c.notNull())
    .addColumn('before', 'jsonb')
    .addColumn('after', 'jsonb')
    .addColumn('request_id', 'text')
    .execute();
  await db.schema.createIndex('audit_log_entity').on('audit_log').columns(['entity', 'entity_id']).execute();
}
