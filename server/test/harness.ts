import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { sql } from 'kysely';
import { buildApp } from '../src/app.ts';
import { prepareDatabase } from '../src/boot.ts';
import { loadConfig, type Config } from '../src/config.ts';
import { openDatabase, type Database } from '../src/db/database.ts';
import type { Db } from '../src/http/context.ts';
import { hash } from '@node-rs/argon2';
import { publishedCheck } from './published.ts';

export const ADMIN_PASSWORD = 'admin12345';
export const onPostgres = process.env.TEST_DB === 'postgres';

// One database per worker (files in a worker run one after another), reset per file.
let shared: Promise<Database> | undefined;
const openShared = () =>
  onPostgres
    ? openDatabase({ url: process.env.TEST_DATABASE_URL, schema: `tw_${process.pid}`, poolSize: 10 })
    : openDatabase({});

/** The worker's database, emptied: no tables, no migrations run. */
export async function emptyDatabase(): Promise<Database> {
  shared ??= openShared();
  const database = await shared;
  const schema = database.schema ?? 'public';
  copied = undefined;
  await sql.raw(`drop schema if exists "${asideOf(database)}" cascade`).execute(database.db);
  await sql.raw(`drop schema if exists "${schema}" cascade`).execute(database.db);
  await sql.raw(`create schema "${schema}"`).execute(database.db);
  return database;
}

/*
 * Migrating and seeding a database took a second or two per file: a worker does it once, copies every
 * table's rows aside (a schema of its own), and after that puts them back instead (about 0.2 s), emptying
 * every table first, with triggers and foreign keys off while it does (session_replication_role, as
 * pg_restore does), and the sequences where they were. Only while the catalog is as it was copied: a file
 * that changed the schema (a table of its own, a migration test's empty database) makes the next migrate afresh.
 */
interface Copied {
  catalog: string;
  aside: string;
  tables: { name: string; columns: string; rows: boolean }[];
  sequences: { name: string; value: string | null; start: string }[];
}
let copied: Copied | undefined;
// Its tables named copy_*: on PGlite the migrator finds its own tables by name in any schema.
const asideOf = (database: Database) => `${database.schema ?? 'public'}_fresh`;

/** The schema's tables, columns, indexes, sequences, constraints, triggers and functions, as one hash. */
const catalogOf = async (db: Db) =>
  (
    await sql<{ catalog: string }>`
      select md5(string_agg(d, ',' order by d)) as catalog from (
        select c.relkind::text || ' ' || c.relname || ' ' || coalesce((
          select string_agg(a.attname || ' ' || format_type(a.atttypid, a.atttypmod) || ' ' || a.attnotnull::text, ';' order by a.attnum)
          from pg_attribute a where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped), '') as d
        from pg_class c where c.relnamespace = current_schema()::regnamespace
        union all
        select 'trigger ' || t.tgname || ' ' || t.tgenabled::text from pg_trigger t
        join pg_class c on c.oid = t.tgrelid where c.relnamespace = current_schema()::regnamespace
        union all
        select 'constraint ' || conname from pg_constraint where connamespace = current_schema()::regnamespace
        union all
        select 'function ' || proname || ' ' || md5(prosrc) from pg_proc where pronamespace = current_schema()::regnamespace
      ) x`.execute(db)
  ).rows[0]!.catalog;

async function copyAside(database: Database): Promise<Copied> {
  const { db } = database;
  const aside = asideOf(database);
  await sql.raw(`create schema "${aside}"`).execute(db);
  const { rows: columns } = await sql<{ name: string; columns: string }>`
    select c.table_name as name, string_agg('"' || c.column_name || '"', ', ' order by c.ordinal_position) as columns
    from information_schema.columns c
    join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
    where c.table_schema = current_schema() and t.table_type = 'BASE TABLE' and c.is_generated = 'NEVER'
    group by c.table_name order by c.table_name`.execute(db);
  const tables: Copied['tables'] = [];
  for (const t of columns) {
    await sql.raw(`create table "${aside}"."copy_${t.name}" as select ${t.columns} from "${t.name}"`).execute(db);
    const { rows } = await sql
      .raw<{ n: number }>(`select count(*)::int as n from "${aside}"."copy_${t.name}"`)
      .execute(db);
    tables.push({ ...t, rows: rows[0]!.n > 0 });
  }
  const { rows: sequences } = await sql<Copied['sequences'][number]>`
    select sequencename as name, last_value::text as value, start_value::text as start
    from pg_sequences where schemaname = current_schema()`.execute(db);
  return { catalog: await catalogOf(db), aside, tables, sequences };
}

/** One statement (a DO block), so one round trip: deleting beats truncating sixty-odd mostly empty tables. */
const putBack = (db: Db, c: Copied) =>
  db.transaction().execute(async (trx) => {
    await sql`set local session_replication_role = replica`.execute(trx);
    const steps = [
      ...c.tables.map((t) => `delete from "${t.name}";`),
      ...c.tables
        .filter((t) => t.rows)
        .map(
          (t) =>
            `insert into "${t.name}" (${t.columns}) overriding system value select ${t.columns} from "${c.aside}"."copy_${t.name}";`,
        ),
      ...c.sequences.map((q) => `perform setval('"${q.name}"', ${q.value ?? q.start}, ${q.value !== null});`),
    ];
    await sql.raw(`do $$ begin ${steps.join(' ')} end $$`).execute(trx);
  });

/** The worker's database as a fresh installation has it: migrated, reference data, the administrator. */
export async function freshDatabase(): Promise<Database> {
  shared ??= openShared();
  const database = await shared;
  if (copied && (await catalogOf(database.db)) === copied.catalog) {
    await putBack(database.db, copied);
    return database;
  }
  await emptyDatabase();
  await prepareDatabase(database, { adminPassword: ADMIN_PASSWORD });
  await database.db
    .updateTable('users')
    .set({ password_hash: await cheapHash(ADMIN_PASSWORD) })
    .where('username', '=', 'admin')
    .execute();
  copied = await copyAside(database);
  return database;
}

export function testConfig(overrides: Record<string, string> = {}): Config {
  return loadConfig({
    DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'fwd-test-')),
    LOG_LEVEL: 'silent',
    WEB_DIST: path.join(os.tmpdir(), 'fwd-no-web'),
    // Tests drive the job worker themselves (app.jobs.tick(), runOnce()); JOBS: 'on' starts its poll loop.
    JOBS: 'off',
    ...overrides,
  });
}

export interface Reply<T = unknown> {
  status: number;
  /** The envelope; empty when the answer is a file. */
  body: { code?: number; message: string; data: T };
  headers: Record<string, unknown>;
  /** The bytes as they came (a file's). */
  raw: Buffer;
}

/** A session token as login answers it (32 random bytes, base64url). */
export const A_TOKEN = /^[\w-]{43}$/;

/** The x-perm-version a signed-in answer carries (`roleId.roleVersion.menusVersion`), by part; throws when it has none. */
export function permVersion(r: Reply<unknown>): { roleId: number; role: number; menus: number } {
  const header = String(r.headers['x-perm-version']);
  const parts = /^(\d+)\.(\d+)\.(\d+)$/.exec(header);
  if (!parts) throw new Error(`no x-perm-version: ${header}`);
  return { roleId: Number(parts[1]), role: Number(parts[2]), menus: Number(parts[3]) };
}

/** The fields a 40000 or 40900 names (`data.errors[].path`). */
export const errorPaths = (r: Reply<unknown>) =>
  ((r.body.data as { errors?: { path: string }[] } | null)?.errors ?? []).map((e) => e.path);

export interface Caller {
  app: FastifyInstance;
  db: Db;
  config: Config;
  call<T = unknown>(method: InjectOptions['method'], url: string, opts?: CallOptions): Promise<Reply<T>>;
  login(username: string, password: string): Promise<string>;
  close(): Promise<void>;
}

export interface CallOptions {
  token?: string;
  body?: unknown;
  headers?: Record<string, string>;
  lang?: string;
}

/** A ready app over a fresh database; `extend` may add routes before it is ready. */
export async function testApp(
  opts: { env?: Record<string, string>; extend?: (app: FastifyInstance) => void; database?: Database } = {},
): Promise<Caller> {
  const database = opts.database ?? (await freshDatabase());
  const config = testConfig(opts.env);
  const app = await buildApp(config, database);
  opts.extend?.(app);
  await app.ready();
  const published = publishedCheck(app);
  const call: Caller['call'] = async (method, url, o = {}) => {
    const res = await app.inject({
      method,
      url,
      headers: {
        ...(o.token ? { authorization: `Bearer ${o.token}` } : {}),
        ...(o.lang ? { 'accept-language': o.lang } : {}),
        ...o.headers,
      },
      ...(o.body !== undefined ? { payload: o.body as InjectOptions['payload'] } : {}),
    });
    const contentType = String(res.headers['content-type'] ?? '');
    const json = contentType.includes('json');
    const body = json ? res.json() : { message: '', data: null as never };
    // Every answer is held to its published schema: a lie fails the test that met it.
    const lie = published(String(method), url, { status: res.statusCode, contentType, body });
    if (lie)
      throw new Error(
        `${method} ${url}: the answer breaks its published schema: ${lie}\n${res.payload.slice(0, 2000)}`,
      );
    return { status: res.statusCode, body, headers: res.headers, raw: res.rawPayload };
  };
  return {
    app,
    db: database.db,
    config,
    call,
    async login(username, password) {
      const r = await call<{ token: string }>('POST', '/api/users/login', { body: { username, password } });
      if (r.body.code !== 20000) throw new Error(`login ${username} failed: ${r.body.message}`);
      return r.body.data.token;
    },
    close: () => app.close(),
  };
}

/** A role holding exactly these permission codes. */
export async function givenRole(db: Db, name: string, codes: string[]): Promise<number> {
  const { id } = await db
    .insertInto('roles')
    .values({ name, role_name: name })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (codes.length) {
    const perms = await db.selectFrom('permissions').select('id').where('permission_code', 'in', codes).execute();
    if (perms.length !== codes.length) throw new Error(`unknown permission code among ${codes.join(', ')}`);
    await db
      .insertInto('role_permissions')
      .values(perms.map((p) => ({ role_id: id, permission_id: p.id })))
      .execute();
  }
  return id;
}

export const USER_PASSWORD = 'password123';

/**
 * The fixtures' users (and the administrator) get argon2id hashes at the lowest cost: verifying reads the cost
 * from the hash, and a sign-in at the production cost (19 MiB, 2 passes) took 50 to 100 ms, hundreds of times a
 * run. Login still verifies for real; users made through the API are hashed by the server at its own cost.
 */
const cheapHash = (password: string) => hash(password, { algorithm: 2, memoryCost: 8, timeCost: 1, parallelism: 1 });
let passwordHash: Promise<string> | undefined;

export async function givenUser(
  db: Db,
  username: string,
  roleId: number | null,
  extra: { company_id?: number } = {},
): Promise<number> {
  passwordHash ??= cheapHash(USER_PASSWORD);
  const { id } = await db
    .insertInto('users')
    .values({ username, name: username, password_hash: await passwordHash, role_id: roleId, ...extra })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** A signed-in user whose role holds exactly these codes. */
export async function signedInWith(
  t: Caller,
  username: string,
  codes: string[],
): Promise<{ id: number; token: string }> {
  const id = await givenUser(t.db, username, await givenRole(t.db, `role_${username}`, codes));
  return { id, token: await t.login(username, USER_PASSWORD) };
}

/** A fresh app and the administrator's token: `beforeAll(async () => ({ t, admin } = await adminApp()))`. */
export async function adminApp(): Promise<{ t: Caller; admin: string }> {
  const t = await testApp();
  return { t, admin: await t.login('admin', ADMIN_PASSWORD) };
}
