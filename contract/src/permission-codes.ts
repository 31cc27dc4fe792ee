/**
 * Permission codes: `<area>:<action>`. A page's `view` code makes its menu
 * visible; the others are its functions (buttons). The server guard checks the
 * same codes through the API registry, the web app hides buttons with them.
 * Each area adds its codes here; the area's `server/src/modules/<area>/menu.ts`
 * gives them to its pages.
 */
export const P = {
  dashboard: { view: 'dashboard:view' },
  employee: {
    view: 'employee:view',
    add: 'employee:add',
    edit: 'employee:edit',
    delete: 'employee:delete',
    resetPassword: 'employee:resetPassword',
    moveSite: 'employee:moveSite',
  },
  company: { add: 'company:add', edit: 'company:edit', delete: 'company:delete' },
  /** QQ and WeChat accounts alike. */
  chat: { view: 'chat:view', edit: 'chat:edit' },
  recycle: { view: 'recycle:view', restore: 'recycle:restore' },
  menu: { view: 'menu:view', add: 'menu:add', edit: 'menu:edit', delete: 'menu:delete', function: 'menu:function' },
  role: {
    view: 'role:view',
    add: 'role:add',
    edit: 'role:edit',
    delete: 'role:delete',
    /** Grant and revoke a role's permissions. */
    grant: 'role:grant',
    /** Assign users to a role, remove them from it. */
    member: 'role:member',
    /** Data scope, accessible users, agent display. */
    scope: 'role:scope',
  },
  /** The API registry: types, and which permission opens which API. */
  api: { view: 'api:view', edit: 'api:edit' },
  /** Credentials for outside services. */
  apikey: { view: 'apikey:view', edit: 'apikey:edit' },
  /** The group robots' settings (which robots post, quiet hours). */
  robot: { view: 'robot:view', edit: 'robot:edit' },
  customer: {
    view: 'customer:view',
    add: 'customer:add',
    edit: 'customer:edit',
    delete: 'customer:delete',
    import: 'customer:import',
    export: 'customer:export',
  },
  agent: {
    view: 'agent:view',
    add: 'agent:add',
    edit: 'agent:edit',
    delete: 'agent:delete',
    /** Tracking carrier, channels served, countries covered, tracked or not. */
    options: 'agent:options',
    import: 'agent:import',
    export: 'agent:export',
  },
  channel: {
    view: 'channel:view',
    add: 'channel:add',
    edit: 'channel:edit',
    delete: 'channel:delete',
    /** Quote settings and rate sheets: save, import, delete a future one. */
    rates: 'channel:rates',
  },
  /** The price query: `view` the weight calculator (everyone who quotes), `price` the full 价格查询 page. */
  quote: { view: 'quote:view', price: 'quote:price' },
  /** 运费查询 and its remarks. */
  shipping: { view: 'shipping:view', remark: 'shipping:remark' },
  surcharge: { view: 'surcharge:view', add: 'surcharge:add', edit: 'surcharge:edit', delete: 'surcharge:delete' },
  /** Remote-area lists (read by the remote surcharge and the toolbox's 偏远地区, which `view` opens). */
  remote: { view: 'remote:view', import: 'remote:import', delete: 'remote:delete' },
  /** 工具箱: each tool's `view` to use it; `edit` and `import` to keep the data it reads. */
  tariff: { view: 'tariff:view', edit: 'tariff:edit', import: 'tariff:import' },
  brand: { view: 'brand:view', edit: 'brand:edit', import: 'brand:import' },
  address: { view: 'address:view', edit: 'address:edit', import: 'address:import' },
  /** Waybill number statuses and tracking status names. */
  status: { view: 'status:view', add: 'status:add', edit: 'status:edit', delete: 'status:delete' },
  /** Countries: enabled or not, and their order. */
  country: { view: 'country:view', edit: 'country:edit' },
  /** 结算管理 → 运单计费: order charges. */
  charge: {
    view: 'charge:view',
    /** Price an order again, price every unpriced order (a job); later, adjustments with a reason. */
    adjust: 'charge:adjust',
    /** See expected cost and profit beside the sale price (answers carry them only with this code). */
    cost: 'charge:cost',
  },
  /** 结算管理 → 客户对账: `issue` makes drafts, issues and deletes them. */
  statement: { view: 'statement:view', issue: 'statement:issue' },
  /** 结算管理 → 收款: `record` payments and their application, `credit` a customer's limit and statement language. */
  payment: { view: 'payment:view', record: 'payment:record', credit: 'payment:credit' },
  /** 结算管理 → 汇率: the months' exchange rates (base CNY) reports convert with. */
  rate: { view: 'rate:view', edit: 'rate:edit' },
  /** 结算管理 → 利润报表: sale, cost and profit in CNY per customer, channel, agent, salesperson and month. */
  profit: { view: 'profit:view' },
  /** 结算管理 → 代理账单: agents' bills (they show cost: viewing one sees it), reconciling them, paying agents. */
  bill: {
    view: 'bill:view',
    import: 'bill:import',
    /** Accept or dispute differences; the agents' tolerances. */
    reconcile: 'bill:reconcile',
    pay: 'bill:pay',
  },
  order: {
    view: 'order:view',
    edit: 'order:edit',
    delete: 'order:delete',
    export: 'order:export',
    import: 'order:import',
    /** Ask the tracking provider now: one order, or an employee's unsigned ones. */
    track: 'order:track',
    /** Pull orders from the upstream order system. */
    sync: 'order:sync',
  },
  /**
   * Alerts (the navbar's bell): `view` the alerts of one's own orders and one's digest; `watch` also every
   * logistics alert within one's data scope and the failed syncs and refreshes.
   */
  alert: { view: 'alert:view', watch: 'alert:watch' },
  /** 同步与追踪: which API keys, schedules, the run log, carriers. */
  logistics: { view: 'logistics:view', edit: 'logistics:edit' },
  /** 系统设置 → 基本设置: the company's name and language. */
  setting: { view: 'setting:view', edit: 'setting:edit' },
} as const;

type Leaves<T> = T extends string ? T : { [K in keyof T]: Leaves<T[K]> }[keyof T];
export type PermissionCode = Leaves<typeof P>;

export const allPermissionCodes = (): PermissionCode[] => {
  const out: PermissionCode[] = [];
  const walk = (o: object) =>
    Object.values(o).forEach((v) => (typeof v === 'string' ? out.push(v as PermissionCode) : walk(v as object)));
  walk(P);
  return out;
};
