import { AGENT_MASK, type AgentOption, type AgentRow } from '@fwd/contract';
import { sql, type ExpressionBuilder } from 'kysely';
import type { DB } from '../../db/schema.ts';
import type { Db } from '../../http/context.ts';
import { containing } from '../../http/rules.ts';

/*
 * Agents as the caller may see them: a role with show-agent off gets name
 * and code masked by the query itself, so no answer ever carries them.
 */

type Eb = ExpressionBuilder<DB, 'agents'>;

/** Name and code, or the mask in their place. Order rows and exports mask with the same. */
export const agentIdentity = (eb: Eb, shown: boolean) =>
  shown
    ? [eb.ref('agents.agent_name').as('agentName'), eb.ref('agents.agent_code').as('agentCode')]
    : [sql<string>`${sql.lit(AGENT_MASK)}`.as('agentName'), sql<string>`${sql.lit(AGENT_MASK)}`.as('agentCode')];

/** Name or code holding the keyword: only ever for a role that sees them (the service refuses it otherwise). */
const nameOrCode = (keyword: string) => (eb: Eb) => {
  const pattern = containing(keyword);
  return eb.or([eb('agents.agent_name', 'ilike', pattern), eb('agents.agent_code', 'ilike', pattern)]);
};

const agentColumns = (eb: Eb, shown: boolean) =>
  [
    'agents.id',
    ...agentIdentity(eb, shown),
    'agents.contact',
    'agents.phone',
    'agents.remark',
    'agents.enabled',
    'agents.tracking_carrier as trackingCarrier',
    'agents.tracked',
  ] as const;

/** An option's channel or country ids, or (`code`) their codes. */
const linked = (table: 'agent_channels' | 'agent_countries', by: 'id' | 'code') => {
  const [target, column] = table === 'agent_channels' ? ['channels', 'channel_id'] : ['countries', 'country_id'];
  return sql`array(
    select x.${sql.ref(by)} from ${sql.table(table)} l join ${sql.table(target)} x on x.id = l.${sql.ref(column)}
    where l.agent_id = agents.id order by 1)`;
};

const rows = (db: Db, shown: boolean, keyword?: string) =>
  db
    .selectFrom('agents')
    .select((eb) => [
      ...agentColumns(eb, shown),
      linked('agent_channels', 'id').$castTo<number[]>().as('channelIds'),
      linked('agent_countries', 'id').$castTo<number[]>().as('countryIds'),
      'agents.version',
    ])
    .$if(!!keyword, (q) => q.where(nameOrCode(keyword!)));

export async function agentPage(
  db: Db,
  shown: boolean,
  keyword: string | undefined,
  { currentPage, pageSize }: { currentPage: number; pageSize: number },
) {
  const [records, { total }] = await Promise.all([
    rows(db, shown, keyword)
      .orderBy('agents.id')
      .limit(pageSize)
      .offset((currentPage - 1) * pageSize)
      .execute(),
    db
      .selectFrom('agents')
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .$if(!!keyword, (q) => q.where(nameOrCode(keyword!)))
      .executeTakeFirstOrThrow(),
  ]);
  return { records, total };
}

export const agentOptions = (db: Db, shown: boolean, keyword: string | undefined): Promise<AgentOption[]> =>
  db
    .selectFrom('agents')
    .select((eb) => ['agents.id', ...agentIdentity(eb, shown)])
    .$if(!!keyword, (q) => q.where(nameOrCode(keyword!)))
    .where('agents.enabled', '=', true)
    .orderBy('agents.id')
    .execute();

export const agentById = (db: Db, id: number, shown: boolean): Promise<AgentRow | undefined> =>
  rows(db, shown).where('agents.id', '=', id).executeTakeFirst();

/** The agents with these codes (any case), as they are, locked. */
export const agentsCoded = (db: Db, codes: string[]): Promise<AgentRow[]> =>
  rows(db, true)
    .where((eb) => eb(eb.fn('lower', ['agents.agent_code']), 'in', [...codes.map((c) => c.toLowerCase()), '']))
    .forUpdate()
    .execute();

/** The next `limit` agents after `afterId`, in id order, their channels and countries by code (exports read in batches). */
export const agentsAfter = (db: Db, shown: boolean, keyword: string | undefined, afterId: number, limit: number) =>
  db
    .selectFrom('agents')
    .select((eb) => [
      ...agentColumns(eb, shown),
      linked('agent_channels', 'code').$castTo<string[]>().as('channels'),
      linked('agent_countries', 'code').$castTo<string[]>().as('countries'),
    ])
    .$if(!!keyword, (q) => q.where(nameOrCode(keyword!)))
    .where('agents.id', '>', afterId)
    .orderBy('agents.id')
    .limit(limit)
    .execute();
