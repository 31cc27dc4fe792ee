import { Code, type apiType } from '@fwd/contract';
import type { z } from 'zod';
import { inTransaction, type Ctx } from '../../http/context.ts';
import { AppError } from '../../http/errors.ts';
import { fieldConflict } from '../../http/rules.ts';
import { audit } from '../audit/service.ts';
import { apiMessages } from './messages.ts';

type ApiType = z.infer<typeof apiType>;

/** Every type with its APIs (by path) and the permissions bound to each. */
export async function listTypes(ctx: Ctx): Promise<ApiType[]> {
  const [types, apis, bound] = await Promise.all([
    ctx.db.selectFrom('api_types').selectAll().orderBy('id').execute(),
    ctx.db.selectFrom('apis').selectAll().orderBy('path').orderBy('method').execute(),
    ctx.db
      .selectFrom('permission_apis as pa')
      .innerJoin('permissions as p', 'p.id', 'pa.permission_id')
      .select(['pa.api_id', 'p.id', 'p.name', 'p.permission_code as permissionCode'])
      .orderBy('p.permission_code')
      .execute(),
  ]);
  const declared = new Set(apis.map((a) => a.declared_type));
  return types.map((t) => ({
    id: t.id,
    name: t.label ?? t.name,
    key: t.name,
    declared: declared.has(t.name),
    apis: apis
      .filter((a) => a.type_id === t.id)
      .map((a) => ({
        id: a.id,
        method: a.method,
        path: a.path,
        summary: a.summary,
        access: a.access as ApiType['apis'][number]['access'],
        permissionCode: a.permission_code,
        present: a.present,
        permissions: bound
          .filter((b) => b.api_id === a.id)
          .map(({ id, name, permissionCode }) => ({ id, name, permissionCode })),
      })),
  }));
}

const typeView = async (ctx: Ctx, id: number) => (await listTypes(ctx)).find((t) => t.id === id)!;

async function typeOrThrow(ctx: Ctx, id: number) {
  const row = await ctx.db.selectFrom('api_types').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
  if (!row) throw new AppError(Code.NOT_FOUND, apiMessages.noSuchType, { id });
  return row;
}

async function apiOrThrow(ctx: Ctx, id: number) {
  const row = await ctx.db.selectFrom('apis').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
  if (!row) throw new AppError(Code.NOT_FOUND, apiMessages.noSuchApis, { ids: id });
  return row;
}

/** Names are unique whether a type shows its key or its label. */
async function assertTypeNameFree(ctx: Ctx, name: string, exceptId = 0): Promise<void> {
  const lower = name.toLowerCase();
  const taken = await ctx.db
    .selectFrom('api_types')
    .select('id')
    .where('id', '!=', exceptId)
    .where((eb) => eb.or([eb(eb.fn('lower', ['name']), '=', lower), eb(eb.fn('lower', ['label']), '=', lower)]))
    .executeTakeFirst();
  if (taken) throw fieldConflict(ctx.lang, 'name', apiMessages.duplicateType, { name });
}

export function createType(ctx: Ctx, name: string): Promise<ApiType> {
  return inTransaction(ctx, async (t) => {
    await assertTypeNameFree(t, name);
    const row = await t.db.insertInto('api_types').values({ name }).returningAll().executeTakeFirstOrThrow();
    await audit(t, 'create', 'api_type', row.id, null, row);
    return typeView(t, row.id);
  });
}

/** Renames the type (its label; the key stays what routes declare), or moves an API into it. */
export function updateType(
  ctx: Ctx,
  body: { id: number; name?: string | undefined; apiId?: number | undefined },
): Promise<ApiType> {
  return inTransaction(ctx, async (t) => {
    const type = await typeOrThrow(t, body.id);
    if (body.name !== undefined) {
      await assertTypeNameFree(t, body.name, type.id);
      await t.db.updateTable('api_types').set({ label: body.name }).where('id', '=', type.id).execute();
      await audit(t, 'update', 'api_type', type.id, type, { ...type, label: body.name });
    } else if (body.apiId !== undefined) {
      const api = await apiOrThrow(t, body.apiId);
      await t.db.updateTable('apis').set({ type_id: type.id }).where('id', '=', api.id).execute();
      await audit(t, 'update', 'api.type', api.id, { typeId: api.type_id }, { typeId: type.id });
    }
    return typeView(t, type.id);
  });
}

/**
 * apiId 0 deletes the type: only an empty one that no route declares (it
 * would come back at the next start). Otherwise the API leaves the type for
 * the one its route declares.
 */
export function removeFromType(ctx: Ctx, id: number, apiId: number): Promise<null> {
  return inTransaction(ctx, async (t) => {
    const type = await typeOrThrow(t, id);
    if (apiId === 0) {
      const apis = await t.db
        .selectFrom('apis')
        .select(['type_id', 'declared_type'])
        .where((eb) => eb.or([eb('type_id', '=', id), eb('declared_type', '=', type.name)]))
        .execute();
      const count = apis.filter((a) => a.type_id === id).length;
      if (count) throw new AppError(Code.CONFLICT, apiMessages.typeNotEmpty, { count });
      if (apis.length) throw new AppError(Code.CONFLICT, apiMessages.typeDeclared);
      await t.db.deleteFrom('api_types').where('id', '=', id).execute();
      await audit(t, 'delete', 'api_type', id, type, null);
      return null;
    }
    const api = await apiOrThrow(t, apiId);
    if (api.type_id !== id) throw new AppError(Code.NOT_FOUND, apiMessages.apiNotInType, { apiId });
    const home = await t.db
      .selectFrom('api_types')
      .select('id')
      .where('name', '=', api.declared_type)
      .executeTakeFirst();
    if (!home || home.id === id) throw new AppError(Code.CONFLICT, apiMessages.alreadyHome);
    await t.db.updateTable('apis').set({ type_id: home.id }).where('id', '=', api.id).execute();
    await audit(t, 'update', 'api.type', api.id, { typeId: id }, { typeId: home.id });
    return null;
  });
}
