import { chat, companyCreateBody, P, type PermissionCode } from '@fwd/contract';
import { inTransaction, type Db } from '../http/context.ts';
import { hashPassword } from '../crypto/passwords.ts';
import { createAccount } from '../modules/chat/service.ts';
import { createCompany } from '../modules/companies/service.ts';
import type { Scope } from '../modules/roles/schema.ts';
import { seedDemoRecords } from './records.ts';
import { asAdministrator, entered } from './staff.ts';

/** Every demo user signs in with this password. */
export const DEMO_PASSWORD = 'demo12345';
const DEMO_KEY = 'demo_data';

const COMPANIES = ['总部', '深圳分公司', '义乌分公司', '广州分公司'] as const;
type CompanyName = (typeof COMPANIES)[number];

const organization: PermissionCode[] = [
  ...Object.values(P.employee),
  ...Object.values(P.company),
  ...Object.values(P.chat),
  ...Object.values(P.recycle),
];

/** Everyone who sells quotes: the weight calculator, the price page, the shipping query and its remarks. */
const quoting: PermissionCode[] = [P.quote.view, P.quote.price, P.shipping.view, P.shipping.remark];
/** Who keeps the prices: rate sheets, surcharges, remote-area lists. */
const pricing: PermissionCode[] = [P.channel.rates, ...Object.values(P.surcharge), ...Object.values(P.remote)];

/** The toolbox: everyone who quotes or ships may use its four tools; keeping their data is a manager's. */
const tools: PermissionCode[] = [P.tariff.view, P.brand.view, P.address.view, P.remote.view];
const toolData: PermissionCode[] = [...Object.values(P.tariff), ...Object.values(P.brand), ...Object.values(P.address)];

const shipment: PermissionCode[] = [
  ...Object.values(P.customer),
  P.agent.view,
  P.agent.export,
  P.channel.view,
  P.status.view,
  P.country.view,
  ...Object.values(P.order),
  P.logistics.view,
  // A manager watches the company's parcels and the runs (the bell).
  P.alert.watch,
];

/**
 * 结算管理: finance keeps it all; a manager oversees it (charges with their cost, statements, payments, profit, agents'
 * bills) without changing it; a salesperson sees what her own customers are charged and owe, not the cost.
 */
const settlementKept: PermissionCode[] = [
  ...Object.values(P.charge),
  ...Object.values(P.statement),
  ...Object.values(P.payment),
  ...Object.values(P.rate),
  ...Object.values(P.profit),
  ...Object.values(P.bill),
];
const settlementOverseen: PermissionCode[] = [
  P.charge.view,
  P.charge.cost,
  P.statement.view,
  P.payment.view,
  P.rate.view,
  P.profit.view,
  P.bill.view,
];
const settlementOwn: PermissionCode[] = [P.charge.view, P.statement.view, P.payment.view];

/** 业务员 see agents masked: they deal with customers, not with who carries the last mile. */
const ROLES: { name: string; roleName: string; scope: Scope; showAgent: boolean; codes: PermissionCode[] }[] = [
  {
    name: 'manager',
    roleName: '业务经理',
    scope: 'COMPANY',
    showAgent: true,
    codes: [P.dashboard.view, ...organization, ...shipment, ...quoting, ...pricing, ...toolData, ...settlementOverseen],
  },
  {
    name: 'sales',
    roleName: '业务员',
    scope: 'SELF',
    showAgent: false,
    codes: [
      P.dashboard.view,
      P.employee.view,
      P.chat.view,
      P.customer.view,
      P.customer.add,
      P.customer.edit,
      P.order.view,
      P.order.edit,
      P.order.track,
      P.alert.view,
      ...quoting,
      ...tools,
      ...settlementOwn,
    ],
  },
  {
    name: 'service',
    roleName: '客服',
    scope: 'COMPANY',
    showAgent: true,
    codes: [
      P.dashboard.view,
      P.employee.view,
      P.chat.view,
      P.chat.edit,
      P.customer.view,
      P.agent.view,
      P.status.view,
      P.order.view,
      P.order.edit,
      P.order.track,
      P.order.export,
      P.alert.watch,
      P.quote.view,
      P.shipping.view,
    ],
  },
  {
    name: 'finance',
    roleName: '财务',
    scope: 'ALL',
    showAgent: true,
    codes: [
      P.dashboard.view,
      P.employee.view,
      P.customer.view,
      P.customer.export,
      P.channel.view,
      P.order.view,
      P.order.export,
      ...settlementKept,
    ],
  },
];

// username, name, role, company, site, join date
const EMPLOYEES: [string, string, string, CompanyName, string, string][] = [
  ['zhangwei', '张伟', 'manager', '总部', '深圳站', '2019-03-01'],
  ['wangfang', '王芳', 'finance', '总部', '深圳站', '2019-06-15'],
  ['lina', '李娜', 'service', '总部', '深圳站', '2020-02-10'],
  ['liuyang', '刘洋', 'sales', '总部', '深圳站', '2021-04-06'],
  ['chenjing', '陈静', 'manager', '深圳分公司', '深圳站', '2019-09-02'],
  ['yangli', '杨丽', 'sales', '深圳分公司', '深圳站', '2020-07-20'],
  ['zhaolei', '赵磊', 'sales', '深圳分公司', '深圳站', '2021-11-08'],
  ['huangmin', '黄敏', 'service', '深圳分公司', '深圳站', '2022-03-14'],
  ['zhoujie', '周杰', 'sales', '深圳分公司', '上海站', '2023-05-29'],
  ['wuqiang', '吴强', 'manager', '义乌分公司', '义乌站', '2020-01-06'],
  ['xuhui', '徐慧', 'sales', '义乌分公司', '义乌站', '2021-03-15'],
  ['sunhao', '孙浩', 'sales', '义乌分公司', '义乌站', '2022-08-01'],
  ['mayan', '马燕', 'service', '义乌分公司', '义乌站', '2022-10-10'],
  ['zhuwen', '朱文', 'finance', '义乌分公司', '义乌站', '2023-02-20'],
  ['hujun', '胡军', 'manager', '广州分公司', '广州站', '2020-05-11'],
  ['guoting', '郭婷', 'sales', '广州分公司', '广州站', '2021-06-21'],
  ['linfeng', '林峰', 'sales', '广州分公司', '广州站', '2022-04-18'],
  ['heqian', '何倩', 'service', '广州分公司', '广州站', '2023-07-03'],
  ['gaoyu', '高宇', 'sales', '广州分公司', '上海站', '2024-01-08'],
  ['luochao', '罗超', 'sales', '广州分公司', '广州站', '2022-09-05'],
];
/** In the recycle bin from the start, so it has something to show. */
const DELETED = { username: 'luochao', at: '2024-11-30T09:00:00Z' };

// account, username of the employee who uses it (null: idle)
const CHAT_ACCOUNTS: { qq: [string, string | null][]; wechat: [string, string | null][] } = {
  qq: [
    ['800012301', 'yangli'],
    ['800012302', 'zhaolei'],
    ['800012303', 'xuhui'],
    ['800012304', 'guoting'],
    ['800012305', null],
    ['800012306', null],
  ],
  wechat: [
    ['fwd_sz_01', 'yangli'],
    ['fwd_sz_02', 'zhoujie'],
    ['fwd_yw_01', 'sunhao'],
    ['fwd_gz_01', 'linfeng'],
    ['fwd_gz_02', null],
  ],
};

const idsByName = <K extends string>(rows: { id: number; name: K }[]) => new Map(rows.map((r) => [r.name, r.id]));

/**
 * Demo companies, roles, employees, chat accounts and the records shipments
 * name (customers, agents, channels), the same on every installation. The
 * companies, chat accounts and records go through their services (staff.ts);
 * roles and employees are still written here: the employee service hashes
 * each password (one hash serves the twenty here) and the role service's
 * grants have not been moved yet. Runs once: the `meta` row it writes in the same transaction
 * says so to every later boot (and to a process booting at the same time,
 * whose insert of that row waits and then finds it). Answers whether it ran.
 */
export async function seedDemoData(db: Db): Promise<boolean> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  return inTransaction({ db }, async ({ db: trx }) => {
    const first = await trx
      .insertInto('meta')
      .values({ key: DEMO_KEY, value: 'seeded' })
      .onConflict((c) => c.column('key').doNothing())
      .returning('key')
      .executeTakeFirst();
    if (!first) return false;

    const ctx = await asAdministrator(trx);
    const kept = new Set(
      (await trx.selectFrom('companies').select('company_name').execute()).map((c) => c.company_name.toLowerCase()),
    );
    for (const companyName of COMPANIES.filter((name) => !kept.has(name.toLowerCase()))) {
      await entered(`company ${companyName}`, () => createCompany(ctx, companyCreateBody.parse({ companyName })));
    }
    await trx
      .insertInto('roles')
      .values(ROLES.map((r) => ({ name: r.name, role_name: r.roleName, scope: r.scope, show_agent: r.showAgent })))
      .onConflict((c) => c.column('name').doNothing())
      .execute();
    const companies = idsByName(await trx.selectFrom('companies').select(['id', 'company_name as name']).execute());
    const roles = idsByName(await trx.selectFrom('roles').select(['id', 'name']).execute());
    const sites = idsByName(await trx.selectFrom('sites').select(['id', 'name']).execute());

    const permissions = await trx.selectFrom('permissions').select(['id', 'permission_code']).execute();
    await trx
      .insertInto('role_permissions')
      .values(
        ROLES.flatMap((r) =>
          permissions
            .filter((p) => r.codes.includes(p.permission_code as PermissionCode))
            .map((p) => ({ role_id: roles.get(r.name)!, permission_id: p.id })),
        ),
      )
      .onConflict((c) => c.doNothing())
      .execute();

    const users = await trx
      .insertInto('users')
      .values(
        EMPLOYEES.map(([username, name, role, company, site, joinDate], i) => ({
          username,
          name,
          password_hash: passwordHash,
          role_id: roles.get(role)!,
          company_id: companies.get(company)!,
          site_id: sites.get(site) ?? null,
          join_date: joinDate,
          phone: `1380013${String(i + 1).padStart(4, '0')}`,
          email: `${username}@example.com`,
          deleted_at: username === DELETED.username ? new Date(DELETED.at) : null,
        })),
      )
      .returning(['id', 'username as name'])
      .execute();
    const userIds = idsByName(users);

    for (const platform of ['qq', 'wechat'] as const) {
      for (const [account, username] of CHAT_ACCOUNTS[platform]) {
        const body = chat[platform].create.body!.parse({ account, userId: username && userIds.get(username) });
        await entered(`${platform} account ${account}`, () => createAccount(ctx, platform, body));
      }
    }
    await seedDemoRecords(trx, userIds);
    return true;
  });
}
