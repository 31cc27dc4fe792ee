import { agentFields, agentOptionFields, channelFields, customerFields, type ChannelRow } from '@fwd/contract';
import type { Db } from '../http/context.ts';
import { createAgent, setAgentOptions } from '../modules/agents/service.ts';
import { createChannel } from '../modules/channels/service.ts';
import { createCustomer } from '../modules/customers/service.ts';
import { asAdministrator, entered } from './staff.ts';

/*
 * Demo reference records: channels across express, air and sea DDP, agents
 * with their options, customers spread over the sales staff, and the main
 * destinations first among the countries. Fictional names, plausible shapes.
 */

// code, name, mode, incoterm, carrier
const CHANNELS: [string, string, ChannelRow['mode'], ChannelRow['incoterm'], string][] = [
  ['DHL-EXP-DDP', 'DHL 快递包税', 'express', 'DDP', 'DHL'],
  ['UPS-EXP-DDP', 'UPS 快递包税', 'express', 'DDP', 'UPS'],
  ['FEDEX-IP', 'FedEx IP 快递', 'express', 'DDU', 'FedEx'],
  ['US-EXP-DDP', '美国专线快递包税', 'express', 'DDP', 'USPS'],
  ['EU-EXP-DDP', '欧洲专线快递包税', 'express', 'DDP', 'DPD'],
  ['JP-EXP-DDP', '日本专线快递包税', 'express', 'DDP', 'Sagawa'],
  ['US-AIR-DDP', '美国空派包税', 'air', 'DDP', 'UPS'],
  ['EU-AIR-DDP', '欧洲空派包税', 'air', 'DDP', 'DPD'],
  ['UK-AIR-DDP', '英国空派包税', 'air', 'DDP', 'Royal Mail'],
  ['US-SEA-FAST', '美国海派快船包税', 'sea', 'DDP', 'Matson'],
  ['US-SEA-STD', '美国海派普船包税', 'sea', 'DDP', 'UPS'],
  ['EU-SEA-DDP', '欧洲海派包税', 'sea', 'DDP', 'DPD'],
];

// name, code, contact, tracking carrier (the provider's key; null: detected), tracked, channels, countries
const AGENTS: [string, string, string, number | null, boolean, string[], string[]][] = [
  ['敦豪快递华南代理', 'DHL-SZ', '陈志强', 100001, true, ['DHL-EXP-DDP'], ['US', 'GB', 'DE', 'FR', 'JP', 'AU', 'CA']],
  ['联合包裹深圳代理', 'UPS-SZ', '黄丽华', 100002, true, ['UPS-EXP-DDP', 'US-AIR-DDP', 'US-SEA-STD'], ['US', 'CA']],
  ['联邦快递广州代理', 'FEDEX-GZ', '吴海燕', 100003, true, ['FEDEX-IP'], ['US', 'CA', 'MX']],
  ['捷运美国专线', 'JY-US', '林志勇', 21051, true, ['US-EXP-DDP', 'US-SEA-FAST'], ['US']],
  [
    '欧速达物流',
    'OSD-EU',
    '郑晓东',
    null,
    true,
    ['EU-EXP-DDP', 'EU-AIR-DDP', 'EU-SEA-DDP'],
    ['DE', 'FR', 'IT', 'ES', 'NL'],
  ],
  ['英伦通国际', 'YLT-UK', '何静', null, true, ['UK-AIR-DDP'], ['GB']],
  ['扶桑速运', 'FS-JP', '周丹', null, true, ['JP-EXP-DDP'], ['JP']],
  ['海联货运', 'HL-SEA', '许明', null, false, ['US-SEA-STD', 'EU-SEA-DDP'], ['US', 'DE']],
];

// short name, full name, owner (username), contact
const CUSTOMERS: [string, string, string, string][] = [
  ['星辰电子', '深圳市星辰电子科技有限公司', 'yangli', '刘先生'],
  ['海蓝家居', '深圳市海蓝家居用品有限公司', 'yangli', '张小姐'],
  ['锐动户外', '深圳锐动户外用品有限公司', 'yangli', '王经理'],
  ['优品数码', '深圳市优品数码有限公司', 'zhaolei', '李先生'],
  ['乐享母婴', '深圳乐享母婴用品有限公司', 'zhaolei', '陈女士'],
  ['极光照明', '深圳市极光照明科技有限公司', 'zhaolei', '赵工'],
  ['申美服饰', '上海申美服饰有限公司', 'zhoujie', '孙小姐'],
  ['沪通贸易', '上海沪通国际贸易有限公司', 'zhoujie', '周经理'],
  ['义众百货', '义乌市义众百货有限公司', 'xuhui', '吴老板'],
  ['福田饰品', '义乌市福田饰品厂', 'xuhui', '郑小姐'],
  ['小商玩具', '义乌小商玩具有限公司', 'xuhui', '冯先生'],
  ['稠州文具', '义乌市稠州文具有限公司', 'sunhao', '褚经理'],
  ['金华五金', '金华市金华五金工具有限公司', 'sunhao', '卫先生'],
  ['穗华美妆', '广州穗华美妆有限公司', 'guoting', '蒋小姐'],
  ['羊城皮具', '广州羊城皮具有限公司', 'guoting', '沈先生'],
  ['白云灯饰', '广州白云灯饰有限公司', 'linfeng', '韩经理'],
  ['番禺珠宝', '广州番禺珠宝首饰有限公司', 'linfeng', '杨女士'],
  ['天河宠物', '广州天河宠物用品有限公司', 'gaoyu', '朱先生'],
  ['华强配件', '深圳华强电子配件有限公司', 'liuyang', '秦经理'],
  ['南山运动', '深圳南山运动器材有限公司', 'liuyang', '尤小姐'],
];

/** Inside the demo seed's transaction; `userIds` by username. Each record through its service, as staff.ts says. */
export async function seedDemoRecords(db: Db, userIds: Map<string, number>): Promise<void> {
  const ctx = await asAdministrator(db);
  const channels = new Map<string, number>();
  for (const [sort, [code, name, mode, incoterm, carrier]] of CHANNELS.entries()) {
    const { id } = await entered(`channel ${code}`, () =>
      createChannel(ctx, channelFields.parse({ code, name, mode, incoterm, carrier, sort })),
    );
    channels.set(code, id);
  }
  const countries = new Map(
    (await db.selectFrom('countries').select(['id', 'code']).execute()).map((c) => [c.code, c.id]),
  );

  for (const [i, [agentName, agentCode, contact, trackingCarrier, tracked, served, covered]] of AGENTS.entries()) {
    const phone = `0755-8888${String(i + 1).padStart(4, '0')}`;
    const { id, version } = await entered(`agent ${agentCode}`, () =>
      createAgent(ctx, agentFields.parse({ agentName, agentCode, contact, phone })),
    );
    const options = agentOptionFields.parse({
      trackingCarrier,
      tracked,
      channelIds: served.map((c) => channels.get(c)),
      countryIds: covered.map((c) => countries.get(c)),
    });
    await entered(`options of agent ${agentCode}`, () => setAgentOptions(ctx, id, { ...options, version }));
  }

  for (const [i, [shortName, fullName, owner, contact]] of CUSTOMERS.entries()) {
    const phone = `1390000${String(i + 1).padStart(4, '0')}`;
    await entered(`customer ${shortName}`, () =>
      createCustomer(
        ctx,
        customerFields.parse({ shortName, fullName, ownerUserId: userIds.get(owner), contact, phone }),
      ),
    );
  }
}
