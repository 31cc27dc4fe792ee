import { Code, type agentFields, type agentOptionFields, type AgentRow, type ImportResult } from '@fwd/contract';
import { sql } from 'kysely';
import type { z } from 'zod';
import { applyRows, byId, readSheet, refuseImport, rowError, validRows, writeSheet } from '../../excel/sheet.ts';
import { inTransaction, type Ctx, type Db } from '../../http/context.ts';
import { AppError } from '../../http/errors.ts';
import type { FileAnswer } from '../../http/route.ts';
import { assertUnique, fieldErrors, type RuleFailure } from '../../http/rules.ts';
import { agentsShown } from '../roles/scope.ts';
import { audit } from '../audit/service.ts';
import { updateVersioned } from '../audit/versioned.ts';
import { agentMessages as m } from './messages.ts';
import { agentById, agentOptions, agentPage, agentsAfter, agentsCoded } from './queries.ts';
import { agentSheet, agentSheetRow } from './sheet.ts';

type Basics = z.output<typeof agentFields>;
type Options = z.output<typeof agentOptionFields>;

const CODE = { table: 'agents', column: 'agent_code', field: 'agentCode' };
const NO_OPTIONS: Options = { trackingCarrier: null, tracked: true, channelIds: [], countryIds: [] };
const basicColumns = (f: Basics) => ({
  agent_name: f.agentName,
  agent_code: f.agentCode,
  contact: f.contact,
  phone: f.phone,
  remark: f.remark,
  enabled: f.enabled,
});

/** A role with show-agent off writes no agent's name or code: it could not see what it wrote (40300). */
async function assertShown(ctx: Ctx): Promise<void> {
  if (!agentsShown(ctx)) throw new AppError(Code.FORBIDDEN, m.hidden);
}

/** Nor does it search by them: what a filter finds would tell what it masks (40300). */
async function shownFor(ctx: Ctx, keyword: string | undefined): Promise<boolean> {
  const shown = agentsShown(ctx);
  if (!shown && keyword) throw new AppError(Code.FORBIDDEN, m.hiddenFilter);
  return shown;
}

export const listAgents = async (
  ctx: Ctx,
  keyword: string | undefined,
  paging: { currentPage: number; pageSize: number },
) => agentPage(ctx.db, await shownFor(ctx, keyword), keyword, paging);

export const pickAgents = async (ctx: Ctx, keyword: string | undefined) =>
  agentOptions(ctx.db, await shownFor(ctx, keyword), keyword);

/** The channels and countries named exist (40000 naming those that do not), read FOR SHARE so they stay until the write commits. */
async function assertLinks(t: Ctx, o: Options): Promise<void> {
  const failures: RuleFailure[] = [];
  const missing = async (table: 'channels' | 'countries', ids: number[]) => {
    const found = ids.length
      ? await t.db.selectFrom(table).select('id').where('id', 'in', ids).forShare().execute()
      : [];
    return ids.filter((id) => !found.some((f) => f.id === id));
  };
  const channels = await missing('channels', o.channelIds);
  const countries = await missing('countries', o.countryIds);
  if (channels.length)
    failures.push({ path: 'channelIds', msg: m.noSuchChannels, params: { ids: channels.join(', ') } });
  if (countries.length)
    failures.push({ path: 'countryIds', msg: m.noSuchCountries, params: { ids: countries.join(', ') } });
  if (failures.length) throw fieldErrors(t.lang, failures);
}

async function writeLinks(db: Db, agentId: number, o: Options): Promise<void> {
  await db.deleteFrom('agent_channels').where('agent_id', '=', agentId).execute();
  await db.deleteFrom('agent_countries').where('agent_id', '=', agentId).execute();
  const channels = [...new Set(o.channelIds)].map((channel_id) => ({ agent_id: agentId, channel_id }));
  const countries = [...new Set(o.countryIds)].map((country_id) => ({ agent_id: agentId, country_id }));
  if (channels.length) await db.insertInto('agent_channels').values(channels).execute();
  if (countries.length) await db.insertInto('agent_countries').values(countries).execute();
}

async function insert(t: Ctx, f: Basics, o: Options): Promise<number> {
  const { id } = await t.db
    .insertInto('agents')
    .values({ ...basicColumns(f), tracking_carrier: o.trackingCarrier, tracked: o.tracked })
    .returning('id')
    .executeTakeFirstOrThrow();
  await writeLinks(t.db, id, o);
  await audit(t, 'create', 'agent', id, null, await agentById(t.db, id, true));
  return id;
}

/** Changes the basics, the options or both, if nobody else did since `version`; the audit keeps what was really there. */
async function change(
  t: Ctx,
  shown: boolean,
  id: number,
  version: number,
  { basics, options }: { basics?: Basics; options?: Options },
): Promise<AgentRow> {
  const before = await agentById(t.db, id, true);
  return updateVersioned(t, {
    table: 'agents',
    id,
    version,
    set: {
      ...(basics && basicColumns(basics)),
      ...(options && { tracking_carrier: options.trackingCarrier, tracked: options.tracked }),
    },
    read: (db) => agentById(db, id, shown),
    notFound: m.notFound,
    alsoWrite: options && ((db) => writeLinks(db, id, options)),
    audit: { entity: 'agent', before, after: (_, db) => agentById(db, id, true) },
  });
}

export async function createAgent(ctx: Ctx, f: Basics): Promise<AgentRow> {
  await assertShown(ctx);
  return inTransaction(ctx, async (t) => {
    await assertUnique(t, CODE, f.agentCode);
    return (await agentById(t.db, await insert(t, f, NO_OPTIONS), true))!;
  });
}

export async function updateAgent(
  ctx: Ctx,
  id: number,
  { version, ...f }: Basics & { version: number },
): Promise<AgentRow> {
  await assertShown(ctx);
  return inTransaction(ctx, async (t) => {
    await assertUnique(t, CODE, f.agentCode, id);
    return change(t, true, id, version, { basics: f });
  });
}

/** Tracking carrier, channels, countries, tracking: the agent's version covers them too. */
export async function setAgentOptions(
  ctx: Ctx,
  id: number,
  { version, ...o }: Options & { version: number },
): Promise<AgentRow> {
  const shown = agentsShown(ctx);
  return inTransaction(ctx, async (t) => {
    await assertLinks(t, o);
    return change(t, shown, id, version, { options: o });
  });
}

/** Its options go with it; refused (40900, naming what refers to it) while anything else does. */
export async function deleteAgent(ctx: Ctx, id: number): Promise<null> {
  await inTransaction(ctx, async (t) => {
    const before = await agentById(t.db, id, true);
    if (!before) throw new AppError(Code.NOT_FOUND, m.notFound);
    await t.db.deleteFrom('agents').where('id', '=', id).execute();
    await audit(t, 'delete', 'agent', id, before, null);
  });
  return null;
}

/** Masked for a role with show-agent off, as every answer is. */
export async function exportAgents(ctx: Ctx, keyword: string | undefined): Promise<FileAnswer> {
  const shown = await shownFor(ctx, keyword);
  return writeSheet(
    ctx,
    agentSheet,
    byId((after, limit) => agentsAfter(ctx.db, shown, keyword, after, limit)),
  );
}

/** Ids of these codes (any case), by code in lower case. */
const idsByCode = async (t: Ctx, table: 'channels' | 'countries', codes: string[]) =>
  new Map(
    (
      await t.db
        .selectFrom(table)
        .select(['id', 'code'])
        .where(sql`lower(code)`, 'in', [...codes.map((c) => c.toLowerCase()), ''])
        .forShare()
        .execute()
    ).map((r) => [r.code.toLowerCase(), r.id]),
  );
const unknownCodes = (codes: string[], ids: Map<string, number>) => codes.filter((c) => !ids.has(c.toLowerCase()));
/** The known codes' ids in order, each once, as an agent's row lists them. */
const idsOf = (codes: string[], ids: Map<string, number>) =>
  [...new Set(codes.flatMap((c) => ids.get(c.toLowerCase()) ?? []))].sort((a, b) => a - b);
const split = ({ trackingCarrier, tracked, channelIds, countryIds, ...basics }: Basics & Options) => ({
  basics,
  options: { trackingCarrier, tracked, channelIds, countryIds },
});

/**
 * Creates or updates agents by code with their options, all or none: every
 * row must pass the contract's schemas and name channels and countries that exist.
 */
export async function importAgents(ctx: Ctx, file: Buffer): Promise<ImportResult> {
  await assertShown(ctx);
  const rows = await readSheet(ctx, agentSheet, file);
  const { rows: checked, errors } = validRows(ctx.lang, agentSheet, rows, agentSheetRow, 'agentCode');
  return inTransaction(ctx, async (t) => {
    const channelIds = await idsByCode(
      t,
      'channels',
      checked.flatMap((r) => r.value.channels ?? []),
    );
    const countryIds = await idsByCode(
      t,
      'countries',
      checked.flatMap((r) => r.value.countries ?? []),
    );
    const fields: (Basics & Options)[] = [];
    for (const r of checked) {
      const badChannels = unknownCodes(r.value.channels ?? [], channelIds);
      const badCountries = unknownCodes(r.value.countries ?? [], countryIds);
      if (badChannels.length)
        errors.push(rowError(t.lang, agentSheet, r.row, 'channels', m.noSuchChannels, { ids: badChannels.join(', ') }));
      if (badCountries.length)
        errors.push(
          rowError(t.lang, agentSheet, r.row, 'countries', m.noSuchCountries, { ids: badCountries.join(', ') }),
        );
      if (!r.complete) continue;
      const { channels, countries, ...v } = r.value;
      fields.push({ ...v, channelIds: idsOf(channels, channelIds), countryIds: idsOf(countries, countryIds) });
    }
    if (errors.length) throw refuseImport(errors.sort((a, b) => a.row - b.row));
    return applyRows(fields, {
      existing: new Map(
        (
          await agentsCoded(
            t.db,
            fields.map((f) => f.agentCode),
          )
        ).map((a) => [a.agentCode.toLowerCase(), a]),
      ),
      keyOf: (f) => f.agentCode,
      create: (f) => {
        const { basics, options } = split(f);
        return insert(t, basics, options);
      },
      update: (a, f) => change(t, true, a.id, a.version, split(f)),
    });
  });
}
