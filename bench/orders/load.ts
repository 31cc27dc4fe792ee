/**
 * Fills the PostgreSQL at a URL with a forwarder's two years of orders: the
 * schema from the server's own migrations, reference data (companies, staff of
 * every scope, customers, agents, channels) and 1,000,000 orders generated in
 * SQL. Every "random" value is a slice of md5(row number), so two loads give
 * the same rows (entry dates are relative to the day of the load).
 * Skips whatever is already there; `force` reloads the orders.
 */
import pg from 'pg';
import { prepareDatabase } from '../../server/src/boot.ts';
import { hashPassword } from '../../server/src/crypto/passwords.ts';
import { openDatabase } from '../../server/src/db/database.ts';

export const ORDER_COUNT = 1_000_000;
export const ADMIN_PASSWORD = 'bench-admin-pass';
export const STAFF_PASSWORD = 'bench-staff-pass';

const COMPANIES = ['总部', '深圳分公司', '义乌分公司', '广州分公司'];
const SURNAMES = [...'张王李刘陈杨赵黄周吴徐孙胡朱高林何郭马罗'];
const GIVEN = ['伟', '芳', '娜', '敏', '静', '丽', '强', '磊', '军', '洋', '勇', '艳', '杰', '娟', '涛'];
/** Destination countries by share of orders (per mille): the US, Britain and Germany carry half the volume. */
const COUNTRY_SHARE: [string, number][] = [
  ['US', 301],
  ['GB', 110],
  ['DE', 90],
  ['FR', 50],
  ['CA', 45],
  ['AU', 40],
  ['JP', 30],
  ['IT', 28],
  ['ES', 27],
  ['NL', 22],
  ['MX', 20],
  ['BR', 18],
  ['KR', 16],
  ['PL', 14],
  ['SE', 12],
  ['BE', 11],
  ['CH', 10],
  ['AT', 9],
  ['IE', 9],
  ['NZ', 8],
  ['DK', 7],
  ['NO', 7],
  ['FI', 6],
  ['PT', 6],
  ['CZ', 5],
  ['IL', 5],
  ['SA', 5],
  ['AE', 5],
  ['SG', 5],
  ['MY', 4],
  ['TH', 4],
  ['PH', 4],
  ['VN', 4],
  ['ID', 4],
  ['IN', 4],
  ['TR', 4],
  ['GR', 3],
  ['HU', 3],
  ['RO', 3],
  ['CL', 3],
  ['CO', 3],
  ['PE', 3],
  ['AR', 3],
  ['ZA', 3],
  ['UA', 2],
  ['SK', 2],
  ['SI', 2],
  ['HR', 2],
  ['BG', 2],
  ['LT', 2],
  ['LV', 2],
  ['EE', 2],
  ['LU', 2],
  ['CY', 2],
  ['MT', 2],
  ['IS', 1],
  ['KW', 1],
  ['QA', 1],
  ['EG', 1],
  ['NG', 1],
];
const CITIES = [
  'LOS ANGELES',
  'NEW YORK',
  'CHICAGO',
  'DALLAS',
  'MIAMI',
  'SEATTLE',
  'ATLANTA',
  'LONDON',
  'MANCHESTER',
  'BIRMINGHAM',
  'FRANKFURT',
  'LEIPZIG',
  'HAMBURG',
  'PARIS',
  'LYON',
  'TORONTO',
  'VANCOUVER',
  'SYDNEY',
  'MELBOURNE',
  'TOKYO',
  'OSAKA',
  'MILAN',
  'MADRID',
  'AMSTERDAM',
  'MEXICO CITY',
  'SAO PAULO',
  'SEOUL',
  'WARSAW',
  'STOCKHOLM',
  'BRUSSELS',
  'HONG KONG',
  'SHENZHEN',
];

/** The staff: [role, scope, company index or -1 for any, count]. 60 in all. */
const STAFF: [string, 'ALL' | 'COMPANY' | 'SELF' | 'CUSTOM', number][] = [
  ['b_boss', 'ALL', 2],
  ['b_manager', 'COMPANY', 4],
  ['b_service', 'COMPANY', 4],
  ['b_custom', 'CUSTOM', 2],
  ['b_sales', 'SELF', 48],
];

export interface BenchStaff {
  admin: string;
  /** A SELF salesperson (the one with the most orders) and a COMPANY manager, by username. */
  sales: string;
  manager: string;
}

export async function load(
  url: string,
  opts: { force?: boolean; log?: (s: string) => void } = {},
): Promise<BenchStaff> {
  const log = opts.log ?? console.log;
  const database = await openDatabase({ url, poolSize: 2 });
  await prepareDatabase(database, { adminPassword: ADMIN_PASSWORD });
  await database.close();
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const q = (text: string, values: unknown[] = []) => client.query(text, values);
    if (!(await q(`select 1 from roles where name = 'b_sales'`)).rowCount) {
      log('reference data…');
      await q('begin');
      await seedReferences(q, await hashPassword(STAFF_PASSWORD));
      await q('commit');
    }
    const { rows } = await q('select count(*)::int as n from orders');
    if (rows[0].n !== ORDER_COUNT || opts.force) {
      const started = Date.now();
      const took = () => `${Math.round((Date.now() - started) / 1000)} s`;
      // Building the indexes once afterwards is several times faster than keeping 15 of them up to date row by row.
      const { rows: indexes } = await q(`select indexname, indexdef from pg_indexes where tablename = 'orders'
        and indexname not in (select conname from pg_constraint where conrelid = 'orders'::regclass)`);
      // Restarting the ids: cases.ts picks orders by id.
      await q('truncate orders restart identity cascade');
      for (const i of indexes) await q(`drop index ${i.indexname}`);
      for (let from = 1; from <= ORDER_COUNT; from += 100_000) {
        await q(ORDERS_SQL, [from, Math.min(from + 99_999, ORDER_COUNT)]);
        log(`orders ${Math.min(from + 99_999, ORDER_COUNT)} (${took()})`);
      }
      await q(`set maintenance_work_mem = '512MB'`);
      for (const i of indexes) await q(i.indexdef);
      log(`indexes (${took()})`);
      // Index-only scans need the visibility map a vacuum writes; the planner, fresh statistics.
      await q('vacuum analyze orders');
      // Folding 100,000 orders at a time leaves it mostly dead rows; day to day it stays small. The plain vacuum
      // after the full one writes its visibility map, as autovacuum would: its sums are index-only scans.
      await q('vacuum full order_counts');
      await q('vacuum analyze order_counts, order_event_texts');
      await q('analyze');
      log(`loaded in ${took()}`);
    }
    const sales =
      await q(`select u.username from orders o join users u on u.id = o.owner_user_id join roles r on r.id = u.role_id
      where r.name = 'b_sales' group by u.username order by count(*) desc limit 1`);
    return { admin: 'admin', sales: sales.rows[0].username, manager: 'b_manager_1' };
  } finally {
    await client.end();
  }
}

type Query = (text: string, values?: unknown[]) => Promise<pg.QueryResult>;

async function seedReferences(q: Query, passwordHash: string) {
  for (const c of COMPANIES) await q('insert into companies (company_name) values ($1) on conflict do nothing', [c]);
  const companyIds = (
    await q('select id from companies where company_name = any($1) order by id', [COMPANIES])
  ).rows.map((r) => r.id as number);
  const perms = (
    await q(`select id from permissions where permission_code in ('order:view', 'order:export')`)
  ).rows.map((r) => r.id as number);
  let n = 0;
  for (const [role, scope, count] of STAFF) {
    const { rows } = await q(
      'insert into roles (name, role_name, scope, show_agent) values ($1, $1, $2, $3) returning id',
      [role, scope, role !== 'b_sales'],
    );
    const roleId = rows[0].id as number;
    for (const p of perms)
      await q('insert into role_permissions (role_id, permission_id) values ($1, $2)', [roleId, p]);
    for (let i = 1; i <= count; i++, n++) {
      const name =
        SURNAMES[n % SURNAMES.length]! +
        GIVEN[(n * 7) % GIVEN.length]! +
        (n >= SURNAMES.length * 2 ? GIVEN[n % 11]! : '');
      await q(
        'insert into users (username, name, password_hash, role_id, company_id, join_date) values ($1, $2, $3, $4, $5, $6)',
        [`${role}_${i}`, name, passwordHash, roleId, companyIds[(i - 1) % companyIds.length], '2022-03-01'],
      );
    }
  }
  // The CUSTOM role reaches a dozen salespeople.
  await q(`insert into role_accessible_users (role_id, user_id)
    select (select id from roles where name = 'b_custom'), u.id from users u join roles r on r.id = u.role_id where r.name = 'b_sales' order by u.id limit 12`);
  // 300 customers, each owned by a salesperson, round robin.
  await q(
    `insert into customers (short_name, full_name, owner_user_id)
     select s.short, s.short || '有限公司', (select array_agg(u.id order by u.id) from users u join roles r on r.id = u.role_id where r.name = 'b_sales')[1 + (i % 48)]
     from (select i, (array['星辰','海蓝','义众','环球','恒通','华美','联创','东方','泰丰','顺发','金源','锦绣','宏达','天宇','新星'])[1 + i % 15]
             || (array['电子','贸易','家居','百货','服饰','科技','玩具','灯饰','五金','户外'])[1 + (i / 15) % 10] || (i / 150 + 1) as short
           from generate_series(0, 299) i) s`,
  );
  await q(`insert into agents (agent_name, agent_code)
    select (array['敦豪','联邦','联包','欧速达','燕文','云途','递四方','顺丰国际','万邑通','斑马'])[1 + i % 10] || (array['华南','华东','华北'])[1 + i / 10],
           (array['DHL','FDX','UPS','OSD','YW','YT','4PX','SF','WIN','ZB'])[1 + i % 10] || '-' || (array['SZ','SH','BJ'])[1 + i / 10]
    from generate_series(0, 29) i`);
  await q(`insert into channels (code, name, mode, incoterm)
    select 'CH' || lpad(i::text, 2, '0'), (array['美国专线','欧洲专线','英国专线','日本专线','全球快递'])[1 + i % 5] || ' ' || i,
           (array['express','air','sea'])[1 + i % 3], (array['DDP','DDU'])[1 + i % 2]
    from generate_series(1, 20) i`);
  await q('create table if not exists bench_country_share (code text primary key, per_mille int not null)');
  await q('truncate bench_country_share');
  for (const [code, share] of COUNTRY_SHARE) await q('insert into bench_country_share values ($1, $2)', [code, share]);
}

/*
 * One batch of orders, rows $1..$2. `u1`..`u12` are uniform in [0, 1) from the
 * row's md5; picks from skewed lists go through arrays of 1,000 slots filled
 * by share. Entry dates: orders grew threefold over two years (a linear
 * density, inverted at the row's place in the series, give or take an hour); the older an order, the likelier it is signed (90% past
 * 30 days); unsigned old parcels are mostly the provider's problem statuses.
 */
const ORDERS_SQL = `
with ref as (
  select
    (select array_agg(id order by id) from customers) as customers,
    (select array_agg(owner_user_id order by id) from customers) as owners,
    (select array_agg(id order by id) from agents) as agents,
    (select array_agg(id order by id) from channels) as channels,
    (select array_agg(c.id order by s.code, k) from bench_country_share s join countries c on c.code = s.code, generate_series(1, s.per_mille) k) as countries,
    (select jsonb_object_agg(code, id) from number_statuses) as st,
    array[${CITIES.map((c) => `'${c}'`).join(',')}] as cities
), r as materialized (
  select g,
    ('x' || substr(h1, 1, 8))::bit(32)::bigint / 4294967296.0 as u1,
    ('x' || substr(h1, 9, 8))::bit(32)::bigint / 4294967296.0 as u2,
    ('x' || substr(h1, 17, 8))::bit(32)::bigint / 4294967296.0 as u3,
    ('x' || substr(h1, 25, 8))::bit(32)::bigint / 4294967296.0 as u4,
    ('x' || substr(h2, 1, 8))::bit(32)::bigint / 4294967296.0 as u5,
    ('x' || substr(h2, 9, 8))::bit(32)::bigint / 4294967296.0 as u6,
    ('x' || substr(h2, 17, 8))::bit(32)::bigint / 4294967296.0 as u7,
    ('x' || substr(h2, 25, 8))::bit(32)::bigint / 4294967296.0 as u8,
    ('x' || substr(h3, 1, 8))::bit(32)::bigint / 4294967296.0 as u9,
    ('x' || substr(h3, 9, 8))::bit(32)::bigint / 4294967296.0 as u10,
    ('x' || substr(h3, 17, 8))::bit(32)::bigint / 4294967296.0 as u11,
    ('x' || substr(h3, 25, 8))::bit(32)::bigint / 4294967296.0 as u12
  from (select g, md5(g::text) as h1, md5(g::text || '#') as h2, md5(g::text || '$') as h3 from generate_series($1::int, $2::int) g) x
), d as (
  select r.*,
    730 * (1 - (sqrt(1 + 8 * (g - 0.5) / ${ORDER_COUNT}) - 1) / 2) + u1 / 24 as age,
    1 + floor(300 * u2 * u2)::int as ci
  from r
), e as (
  select d.*,
    now() - age * interval '1 day' as entry,
    u3 < case when age < 3 then 0.02 when age < 7 then 0.15 when age < 14 then 0.45 when age < 30 then 0.75 else 0.90 end as signed
  from d
), f as (
  select e.*,
    case
      when signed then case when u4 < 0.99 then 'Delivered' end
      when age < 3 then (array[null, 'NotFound', 'NotFound', 'InfoReceived', 'InfoReceived', 'InfoReceived', 'InfoReceived', 'InTransit', 'InTransit', 'NotFound'])[1 + floor(u4 * 10)::int]
      when age < 30 then (array['InTransit','InTransit','InTransit','InTransit','InTransit','InTransit','InTransit','InTransit','InTransit','InTransit','InTransit',
                                'InfoReceived','NotFound','AvailableForPickup','AvailableForPickup','OutForDelivery','OutForDelivery','DeliveryFailure','Exception','Expired'])[1 + floor(u4 * 20)::int]
      else (array['Expired','Expired','Expired','Exception','Exception','DeliveryFailure','InTransit','InTransit','NotFound','AvailableForPickup'])[1 + floor(u4 * 10)::int]
    end as ts
  from e
)
insert into orders (
  numbers, customer_order_number, original_tracking_number, new_tracking_number, customer_id, agent_id, channel_id, country_id,
  consignee_name, consignee_phone, consignee_city, consignee_postcode, consignee_address, goods_description, hs_code, declared_value, currency,
  weight, pieces, owner_user_id, status_id, tracking_status, tracking_sub_status, last_event, last_event_at, tracked_at, registered_number,
  entry_date, is_received, received_at, created_at, updated_at
)
select
  'FW' || to_char(entry, 'YYMMDD') || lpad(g::text, 7, '0'),
  case when u5 < 0.75 then 'SO' || lpad(((g::bigint * 2654435761) % 4294967296)::text, 10, '0') end,
  case when u5 < 0.95 or agent is null then 'YT' || lpad(((g::bigint * 1103515245 + 12345) % 4294967296)::text, 10, '0') || 'CN' end,
  case when agent is not null and u6 < 0.65 then '1Z' || upper(lpad(to_hex((g::bigint * 2246822519) % 4294967296), 8, '0')) || lpad((g % 9973)::text, 6, '0') end,
  ref.customers[ci], agent, ref.channels[1 + floor(u10 * 20)::int], country,
  (array['John','Mary','James','Linda','Robert','Emma','Lukas','Sophie','Hiroshi','Olivia'])[1 + g % 10] || ' ' || (array['Smith','Brown','Miller','Wilson','Schmidt','Martin','Tanaka','Garcia'])[1 + (g / 10) % 8],
  '+1 555 ' || lpad((g % 10000000)::text, 7, '0'), city, lpad((g % 99999)::text, 5, '0'), (g % 900 + 100) || ' Main Street, ' || initcap(city),
  (array['Phone case','LED strip','Kids toy','Garden tools','T-shirt','Bluetooth speaker','Kitchen scale','Yoga mat'])[1 + g % 8],
  (array['392690','940540','950300','820190','610910','851822','842310','950691'])[1 + g % 8],
  round((5 + u8 * 200)::numeric, 2), 'USD',
  round((0.1 + u11 * u11 * 20)::numeric, 3), 1 + (g % 7 = 0)::int, ref.owners[ci],
  (ref.st ->> case
     when signed then case when u12 < 0.7 then 'transferred' when u12 < 0.98 then 'dispatched' else 'returned' end
     when age < 5 then (array['ordered','ordered','received','received','dispatched'])[1 + floor(u12 * 5)::int]
     else (array['transferred','transferred','transferred','problem','returned','cancelled'])[1 + floor(u12 * 6)::int] end)::int,
  ts, ts || '_Other',
  case ts
    when 'Delivered' then (array['Delivered, front door, ','Delivered to mailroom, ','Delivered, signed by recipient, '])[1 + g % 3] || city
    when 'InTransit' then (array['Arrived at sort facility ','Departed from facility ','Customs clearance completed, ','In transit to next facility, '])[1 + g % 4] || city
    when 'InfoReceived' then 'Shipment information received'
    when 'OutForDelivery' then 'Out for delivery, ' || city
    when 'AvailableForPickup' then 'Available for pickup at post office, ' || city
    when 'DeliveryFailure' then 'Delivery attempted - no access to delivery location, ' || city
    when 'Exception' then (array['Held by customs, ','Returned to sender, '])[1 + g % 2] || city
    when 'Expired' then 'Departed from facility ' || city
  end,
  case when ts is null or ts = 'NotFound' then null else least(now(), entry + (case when signed then 3 + u8 * 12 when age < 30 then u8 * age else 2 + u8 * 25 end) * interval '1 day') end,
  case when ts is not null then least(now(), entry + interval '1 day' * least(age, 20)) end,
  case when ts is not null then coalesce(case when agent is not null and u6 < 0.65 then '1Z' || upper(lpad(to_hex((g::bigint * 2246822519) % 4294967296), 8, '0')) || lpad((g % 9973)::text, 6, '0') end,
    'YT' || lpad(((g::bigint * 1103515245 + 12345) % 4294967296)::text, 10, '0') || 'CN') end,
  entry, signed, case when signed then least(now(), entry + (3 + u8 * 12) * interval '1 day') end, entry, entry
from (
  select f.*, ref.*, ref.countries[1 + floor(u6 * 1000)::int] as country, ref.cities[1 + floor(u7 * ${CITIES.length})::int] as city,
    case when u5 < 0.9 then ref.agents[1 + floor(30 * power(u9, 1.6))::int] end as agent
  from f, ref
) ref
`;
