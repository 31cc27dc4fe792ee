import { API_KEY_KINDS, Code, type apiKey, type ApiKeyKind, type saveKeyBody } from '@fwd/contract';
import type { z } from 'zod';
import { inTransaction, type Ctx, type Db } from '../../http/context.ts';
import { AppError } from '../../http/errors.ts';
import { assertVersion, fieldConflict, fieldError } from '../../http/rules.ts';
import { translate } from '../../i18n/index.ts';
import type { ApiKeysTable } from './schema.ts';
import type { Selectable } from 'kysely';
import { audit } from '../audit/service.ts';
import { apiMessages, keyKindLabels } from './messages.ts';
import { encryptSecret, maskSecret } from '../../crypto/secrets.ts';
import type { StoredKey } from '../../plugins/outside-clients.ts';

type ApiKey = z.infer<typeof apiKey>;
type Row = Selectable<ApiKeysTable>;
type SaveKey = z.output<typeof saveKeyBody>;

export const keyKinds = (ctx: Ctx) =>
  API_KEY_KINDS.map((kind) => ({ kind, label: translate(ctx.lang, keyKindLabels[kind]) }));

/** Only masks leave; the ciphertexts never do. */
const toKey = (r: Row, ctx: Ctx): ApiKey => ({
  id: r.id,
  kind: r.kind as ApiKeyKind,
  kindLabel: translate(ctx.lang, keyKindLabels[r.kind as ApiKeyKind]),
  name: r.name,
  baseUrl: r.base_url,
  key: r.key_mask,
  secret: r.secret_mask,
  version: r.version,
  updatedAt: r.updated_at.toISOString(),
});

export async function listKeys(ctx: Ctx, page: { currentPage: number; pageSize: number }) {
  const [{ total }, rows] = await Promise.all([
    ctx.db
      .selectFrom('api_keys')
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .executeTakeFirstOrThrow(),
    ctx.db
      .selectFrom('api_keys')
      .selectAll()
      .orderBy('id')
      .limit(page.pageSize)
      .offset((page.currentPage - 1) * page.pageSize)
      .execute(),
  ]);
  return { records: rows.map((r) => toKey(r, ctx)), total };
}

async function assertKindFree(ctx: Ctx, kind: string, exceptId = 0): Promise<void> {
  const taken = await ctx.db
    .selectFrom('api_keys')
    .select('id')
    .where('kind', '=', kind)
    .where('id', '!=', exceptId)
    .executeTakeFirst();
  if (taken) throw fieldConflict(ctx.lang, 'kind', apiMessages.duplicateKind, { kind });
}

const keyColumns = (secretKey: Buffer, key: string) => ({
  key_cipher: encryptSecret(secretKey, key),
  key_mask: maskSecret(key),
});
const secretColumns = (secretKey: Buffer, secret: string) => ({
  secret_cipher: encryptSecret(secretKey, secret),
  secret_mask: maskSecret(secret),
});
const plainColumns = (b: SaveKey) => ({ kind: b.kind, name: b.name, base_url: b.baseUrl });

/** id 0 creates (one key per kind); otherwise replaces at the version read. */
export const saveKey = (ctx: Ctx, secretKey: Buffer, id: number, body: SaveKey): Promise<ApiKey> =>
  inTransaction(ctx, (t) => (id === 0 ? createKey(t, secretKey, body) : replaceKey(t, secretKey, id, body)));

async function createKey(t: Ctx, secretKey: Buffer, body: SaveKey): Promise<ApiKey> {
  if (!body.key) throw fieldError(t.lang, 'key', apiMessages.keyRequired);
  await assertKindFree(t, body.kind);
  const row = await t.db
    .insertInto('api_keys')
    .values({
      ...plainColumns(body),
      ...keyColumns(secretKey, body.key),
      ...(body.secret ? secretColumns(secretKey, body.secret) : {}),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  await audit(t, 'create', 'api_key', row.id, null, toKey(row, t));
  return toKey(row, t);
}

/** A key or secret left empty keeps the stored one: the form never had it in plain text. */
async function replaceKey(t: Ctx, secretKey: Buffer, id: number, body: SaveKey): Promise<ApiKey> {
  const before = await t.db.selectFrom('api_keys').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
  if (!before) throw new AppError(Code.NOT_FOUND, apiMessages.noSuchKey, { id });
  if (body.version === undefined) throw fieldError(t.lang, 'version', apiMessages.versionRequired);
  await assertVersion(body.version, before, async () => toKey(before, t));
  await assertKindFree(t, body.kind, id);
  const row = await t.db
    .updateTable('api_keys')
    .set((eb) => ({
      ...plainColumns(body),
      ...(body.key ? keyColumns(secretKey, body.key) : {}),
      ...(body.secret ? secretColumns(secretKey, body.secret) : {}),
      version: eb('version', '+', 1),
      updated_at: new Date(),
    }))
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
  await audit(t, 'update', 'api_key', id, toKey(before, t), toKey(row, t));
  return toKey(row, t);
}

export function removeKey(ctx: Ctx, id: number): Promise<null> {
  return inTransaction(ctx, async (t) => {
    const row = await t.db.deleteFrom('api_keys').where('id', '=', id).returningAll().executeTakeFirst();
    if (!row) throw new AppError(Code.NOT_FOUND, apiMessages.noSuchKey, { id });
    await audit(t, 'delete', 'api_key', id, toKey(row, t), null);
    return null;
  });
}

/**
 * Points the key of a kind at a service this installation runs itself (the
 * demo's simulators): made when the kind has none, moved to the service's new
 * address and key on every start while it still bears `name`; a key staff
 * stored under another name is theirs and stays as it is. Answers its id.
 */
export async function pointOwnKey(
  db: Db,
  secretKey: Buffer,
  k: { kind: ApiKeyKind; name: string; baseUrl: string; key: string; secret?: string },
): Promise<number | undefined> {
  const existing = await db.selectFrom('api_keys').select(['id', 'name']).where('kind', '=', k.kind).executeTakeFirst();
  if (existing && existing.name !== k.name) return undefined;
  const columns = {
    kind: k.kind,
    name: k.name,
    base_url: k.baseUrl,
    ...keyColumns(secretKey, k.key),
    ...(k.secret ? secretColumns(secretKey, k.secret) : {}),
  };
  if (!existing) return (await db.insertInto('api_keys').values(columns).returning('id').executeTakeFirstOrThrow()).id;
  await db
    .updateTable('api_keys')
    .set({ ...columns, updated_at: new Date() })
    .where('id', '=', existing.id)
    .execute();
  return existing.id;
}

/**
 * A stored key for an outside service's client (the outside-clients plugin
 * opens it once per version): the one chosen by id when given (it must be of
 * the kind), else the first of the kind; undefined when there is none.
 */
export async function storedKey(db: Db, kind: ApiKeyKind, id?: number | null): Promise<StoredKey | undefined> {
  let q = db
    .selectFrom('api_keys')
    .select(['id', 'version', 'name', 'base_url', 'key_cipher', 'secret_cipher'])
    .where('kind', '=', kind)
    .orderBy('id')
    .limit(1);
  if (id != null) q = q.where('id', '=', id);
  const r = await q.executeTakeFirst();
  return (
    r && {
      id: r.id,
      version: r.version,
      kind,
      name: r.name,
      baseUrl: r.base_url,
      keyCipher: r.key_cipher,
      secretCipher: r.secret_cipher,
    }
  );
}

/** A settings field naming a key: it must exist and be of its kind (40000 on the field otherwise). */
export async function assertKeyOf(ctx: Ctx, field: string, kind: ApiKeyKind, id: number | null): Promise<void> {
  if (id !== null && !(await storedKey(ctx.db, kind, id))) throw fieldError(ctx.lang, field, apiMessages.noKeyOfKind);
}
