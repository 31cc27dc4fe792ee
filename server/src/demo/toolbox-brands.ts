import { brandFields, brandWordFields, type BrandCategory, type BrandRisk } from '@fwd/contract';
import { sql } from 'kysely';
import { inTransaction, type Db } from '../http/context.ts';
import { createBrand } from '../modules/toolbox/brands/service.ts';
import { createBrandWord } from '../modules/toolbox/brands/words.ts';
import { asAdministrator, entered } from './staff.ts';

/*
 * The demo's brand list: well-known brands with their Chinese names, in the
 * category a forwarder files them under. Counterfeits of fashion, watches,
 * sports and toys are 侵权/仿牌; electronics (batteries, authorisation letters)
 * are 敏感; tobacco, e-cigarettes, lighters, blades, liquor and prescription
 * medicine are 禁运. Names that are also common words are whole-word only
 * (Apple, Coach, Puma, Omega) or keep no Chinese name that is one (冠军,
 * 哥伦比亚, 博士), and the "not a brand" list holds the phrases around the
 * Chinese ones that are (苹果汁, 小米粥, 三星级, 精工制作). Entered through the
 * services with their checks, as staff would (staff.ts), once (a `meta` row).
 */

const DEMO_KEY = 'demo_brands';

// name, aliases, category, risk, whole word only
export type Seed = [string, string[], BrandCategory, BrandRisk, boolean?];

export const BRANDS: Seed[] = [
  ['Louis Vuitton', ['路易威登', '驴牌', 'LV'], 'infringing', 'high'],
  ['Chanel', ['香奈儿', '香奈尔'], 'infringing', 'high'],
  ['Gucci', ['古驰', '古奇'], 'infringing', 'high'],
  ['Hermès', ['爱马仕', 'Hermes'], 'infringing', 'high'],
  ['Prada', ['普拉达'], 'infringing', 'high'],
  ['Dior', ['迪奥', 'Christian Dior'], 'infringing', 'high'],
  ['Burberry', ['博柏利', '巴宝莉'], 'infringing', 'high'],
  ['Fendi', ['芬迪'], 'infringing', 'high'],
  ['Versace', ['范思哲'], 'infringing', 'high'],
  ['Balenciaga', ['巴黎世家'], 'infringing', 'high'],
  ['Givenchy', ['纪梵希'], 'infringing', 'high'],
  ['Saint Laurent', ['圣罗兰', 'YSL', 'Yves Saint Laurent'], 'infringing', 'high'],
  ['Bottega Veneta', ['葆蝶家', 'BV'], 'infringing', 'high'],
  ['Celine', ['思琳', '赛琳'], 'infringing', 'high'],
  ['Loewe', ['罗意威'], 'infringing', 'high'],
  ['Valentino', ['华伦天奴'], 'infringing', 'high'],
  ['Miu Miu', ['缪缪'], 'infringing', 'medium'],
  ['Moncler', ['盟可睐'], 'infringing', 'high'],
  ['Canada Goose', ['加拿大鹅'], 'infringing', 'high'],
  ['Michael Kors', ['迈克高仕', 'MK'], 'infringing', 'medium'],
  ['Coach', ['蔻驰'], 'infringing', 'medium', true],
  ['Kate Spade', ['凯特丝蓓'], 'infringing', 'medium'],
  ['Tory Burch', ['汤丽柏琦'], 'infringing', 'medium'],
  ['Longchamp', ['珑骧'], 'infringing', 'medium'],
  ['MCM', [], 'infringing', 'medium'],
  ['Goyard', ['戈雅'], 'infringing', 'high'],
  ['Cartier', ['卡地亚'], 'infringing', 'high'],
  ['Tiffany & Co.', ['蒂芙尼', 'Tiffany'], 'infringing', 'high'],
  ['Bvlgari', ['宝格丽', 'Bulgari'], 'infringing', 'high'],
  ['Van Cleef & Arpels', ['梵克雅宝', 'VCA'], 'infringing', 'high'],
  ['Chopard', ['萧邦'], 'infringing', 'medium'],
  ['Pandora', ['潘多拉'], 'infringing', 'medium', true],
  ['Swarovski', ['施华洛世奇'], 'infringing', 'medium'],
  ['Rolex', ['劳力士'], 'infringing', 'high'],
  ['Omega', ['欧米茄'], 'infringing', 'high', true],
  ['Patek Philippe', ['百达翡丽'], 'infringing', 'high'],
  ['Audemars Piguet', ['爱彼', 'AP'], 'infringing', 'high'],
  ['TAG Heuer', ['泰格豪雅'], 'infringing', 'medium'],
  ['Longines', ['浪琴'], 'infringing', 'medium'],
  ['Tissot', ['天梭'], 'infringing', 'medium'],
  ['Breitling', ['百年灵'], 'infringing', 'medium'],
  ['IWC', ['万国表'], 'infringing', 'medium'],
  ['Hublot', ['宇舶'], 'infringing', 'high'],
  ['Richard Mille', ['理查德米勒', 'RM'], 'infringing', 'high'],
  ['Casio', ['卡西欧'], 'infringing', 'low'],
  ['Seiko', ['精工'], 'infringing', 'low'],
  ['Swatch', ['斯沃琪'], 'infringing', 'low'],
  ['Daniel Wellington', ['丹尼尔惠灵顿', 'DW'], 'infringing', 'low'],
  ['Nike', ['耐克'], 'infringing', 'high'],
  ['Adidas', ['阿迪达斯', '阿迪'], 'infringing', 'high'],
  ['Puma', ['彪马'], 'infringing', 'medium', true],
  ['Reebok', ['锐步'], 'infringing', 'medium'],
  ['New Balance', ['新百伦', 'NB'], 'infringing', 'medium'],
  ['Under Armour', ['安德玛', 'UA'], 'infringing', 'medium'],
  ['Asics', ['亚瑟士'], 'infringing', 'medium'],
  ['Converse', ['匡威'], 'infringing', 'medium', true],
  ['Vans', ['范斯'], 'infringing', 'medium', true],
  ['Air Jordan', ['Jordan', 'AJ'], 'infringing', 'high', true],
  ['The North Face', ['乐斯菲斯', 'North Face', 'TNF'], 'infringing', 'medium'],
  ['Lululemon', ['露露乐蒙'], 'infringing', 'medium'],
  ['Skechers', ['斯凯奇'], 'infringing', 'low'],
  ['Fila', ['斐乐'], 'infringing', 'medium', true],
  ['Champion', [], 'infringing', 'low', true],
  ['Columbia', [], 'infringing', 'low', true],
  ['Patagonia', [], 'infringing', 'low', true],
  ["Arc'teryx", ['始祖鸟', 'Arcteryx'], 'infringing', 'high'],
  ['Salomon', ['萨洛蒙'], 'infringing', 'medium'],
  ['Oakley', ['欧克利'], 'infringing', 'medium'],
  ['Ray-Ban', ['雷朋', 'Rayban'], 'infringing', 'high'],
  ['Supreme', [], 'infringing', 'high', true],
  ['Stone Island', ['石头岛'], 'infringing', 'medium'],
  ['Ralph Lauren', ['拉夫劳伦', 'Polo Ralph Lauren', 'RL'], 'infringing', 'medium'],
  ['Tommy Hilfiger', ['汤米希尔费格', 'Tommy'], 'infringing', 'medium'],
  ['Calvin Klein', ['卡尔文克莱恩', 'CK'], 'infringing', 'medium'],
  ['Armani', ['阿玛尼', 'Giorgio Armani', 'Emporio Armani'], 'infringing', 'medium'],
  ['Hugo Boss', ['雨果博斯'], 'infringing', 'low'],
  ['Lacoste', ['拉科斯特', '法国鳄鱼'], 'infringing', 'medium'],
  ["Levi's", ['李维斯', 'Levis'], 'infringing', 'low'],
  ['Zara', [], 'infringing', 'low', true],
  ['Uniqlo', ['优衣库'], 'infringing', 'low'],
  ['H&M', [], 'infringing', 'low', true],
  ['Dolce & Gabbana', ['杜嘉班纳', 'D&G', 'Dolce Gabbana'], 'infringing', 'high'],
  ['Alexander McQueen', ['亚历山大麦昆', 'McQueen'], 'infringing', 'medium'],
  ['Thom Browne', ['汤姆布朗'], 'infringing', 'medium'],
  ['Golden Goose', ['金鹅', 'GGDB'], 'infringing', 'low'],
  ['UGG', [], 'infringing', 'medium'],
  ['Dr. Martens', ['马汀博士', 'Dr Martens'], 'infringing', 'low'],
  ['Birkenstock', ['勃肯'], 'infringing', 'low'],
  ['Crocs', ['卡骆驰'], 'infringing', 'low'],
  ['Estée Lauder', ['雅诗兰黛', 'Estee Lauder'], 'infringing', 'medium'],
  ['Lancôme', ['兰蔻', 'Lancome'], 'infringing', 'medium'],
  ['SK-II', ['SK2'], 'infringing', 'medium'],
  ['La Mer', ['海蓝之谜'], 'infringing', 'medium', true],
  ['MAC Cosmetics', ['魅可', 'M.A.C'], 'infringing', 'low'],
  ['Shiseido', ['资生堂'], 'infringing', 'low'],
  ['Clinique', ['倩碧'], 'infringing', 'low'],
  ['Jo Malone', ['祖玛珑'], 'infringing', 'low'],
  ['Disney', ['迪士尼'], 'infringing', 'high'],
  ['LEGO', ['乐高'], 'infringing', 'high'],
  ['Pokémon', ['宝可梦', '精灵宝可梦', 'Pokemon'], 'infringing', 'high'],
  ['Hello Kitty', ['凯蒂猫'], 'infringing', 'medium'],
  ['Marvel', ['漫威'], 'infringing', 'medium', true],
  ['Barbie', ['芭比'], 'infringing', 'medium'],
  ['Sanrio', ['三丽鸥'], 'infringing', 'medium'],
  ['Pop Mart', ['泡泡玛特', 'Labubu', '拉布布'], 'infringing', 'high'],
  ['Apple', ['苹果', 'iPhone', 'iPad', 'AirPods', 'MacBook'], 'sensitive', 'high', true],
  ['Samsung', ['三星'], 'sensitive', 'medium'],
  ['Huawei', ['华为'], 'sensitive', 'medium'],
  ['Xiaomi', ['小米'], 'sensitive', 'medium'],
  ['Sony', ['索尼'], 'sensitive', 'medium'],
  ['Dyson', ['戴森'], 'sensitive', 'high'],
  ['Bose', [], 'sensitive', 'medium', true],
  ['Beats', ['魔音', 'Beats by Dre'], 'sensitive', 'medium', true],
  ['JBL', [], 'sensitive', 'low'],
  ['GoPro', [], 'sensitive', 'medium'],
  ['DJI', ['大疆'], 'sensitive', 'high'],
  ['Nintendo', ['任天堂'], 'sensitive', 'medium'],
  ['PlayStation', ['PS5'], 'sensitive', 'medium'],
  ['Canon', ['佳能'], 'sensitive', 'low', true],
  ['Nikon', ['尼康'], 'sensitive', 'low'],
  ['Anker', ['安克'], 'sensitive', 'medium'],
  ['Logitech', ['罗技'], 'sensitive', 'low'],
  ['Philips', ['飞利浦'], 'sensitive', 'low'],
  ['Durex', ['杜蕾斯'], 'sensitive', 'low'],
  ['Marlboro', ['万宝路'], 'forbidden', 'high'],
  ['Zippo', ['芝宝'], 'forbidden', 'high'],
  ['IQOS', [], 'forbidden', 'high'],
  ['RELX', ['悦刻'], 'forbidden', 'high'],
  ['JUUL', [], 'forbidden', 'high'],
  ['Elf Bar', ['ElfBar'], 'forbidden', 'high'],
  ['Glock', ['格洛克'], 'forbidden', 'high'],
  ['Victorinox', ['维氏', '瑞士军刀'], 'forbidden', 'medium'],
  ['Cohiba', ['高希霸'], 'forbidden', 'high'],
  ['Chunghwa', ['中华香烟'], 'forbidden', 'high'],
  ['Moutai', ['茅台', '贵州茅台'], 'forbidden', 'medium'],
  ['Viagra', ['伟哥', '万艾可'], 'forbidden', 'high'],
];

/** The channels that refuse a brand, by what it is and how risky: express carriers refuse counterfeits, air refuses batteries, nobody carries forbidden goods. */
const REFUSING: Record<BrandCategory, Record<BrandRisk, string[] | 'all'>> = {
  infringing: {
    high: ['DHL-EXP-DDP', 'UPS-EXP-DDP', 'FEDEX-IP', 'US-EXP-DDP'],
    medium: ['DHL-EXP-DDP', 'UPS-EXP-DDP', 'FEDEX-IP'],
    low: ['FEDEX-IP'],
  },
  sensitive: {
    high: ['DHL-EXP-DDP', 'UPS-EXP-DDP', 'US-AIR-DDP', 'EU-AIR-DDP', 'UK-AIR-DDP'],
    medium: ['US-AIR-DDP', 'EU-AIR-DDP'],
    low: [],
  },
  forbidden: { high: 'all', medium: 'all', low: 'all' },
};

const REMARKS: Record<BrandCategory, string> = {
  infringing: '无品牌授权书的一律按仿牌处理',
  sensitive: '带电产品，需提供 MSDS 与品牌授权',
  forbidden: '所有渠道禁运',
};

/** Common words and phrases around brand names that are not the brand. */
export const NOT_BRANDS: [string, string][] = [
  ['苹果汁', '水果'],
  ['苹果味', '口味'],
  ['新鲜苹果', '水果'],
  ['苹果干', '食品'],
  ['苹果醋', '食品'],
  ['苹果派', '食品'],
  ['红富士苹果', '水果'],
  ['apple juice', 'fruit'],
  ['apple pie', 'food'],
  ['apple cider', 'drink'],
  ['crab apple', 'fruit'],
  ['big apple', 'New York'],
  ['小米粥', '食品'],
  ['小米椒', '调料'],
  ['小米辣', '调料'],
  ['黄小米', '粮食'],
  ['三星级', '酒店等级'],
  ['精工制作', '工艺'],
  ['精工细作', '工艺'],
  ['博士帽', '服饰'],
  ['bus coach', 'vehicle'],
  ['coach seat', 'vehicle'],
  ['omega-3', '鱼油'],
];

/** Seeds the demo brands and words once, through the services as staff enter them (a brand or word staff already keep stays theirs); answers whether it did. */
export async function seedDemoBrands(db: Db): Promise<boolean> {
  return inTransaction({ db }, async (t) => {
    const first = await t.db
      .insertInto('meta')
      .values({ key: DEMO_KEY, value: 'seeded' })
      .onConflict((c) => c.column('key').doNothing())
      .returning('key')
      .executeTakeFirst();
    if (!first) return false;
    const ctx = await asAdministrator(t.db);
    // The demo channels staff have not deleted.
    const channels = new Map(
      (await t.db.selectFrom('channels').select(['id', 'code']).execute()).map((c) => [c.code, c.id]),
    );
    const kept = async (table: 'brands' | 'brand_words', column: 'name' | 'word') =>
      new Set(
        (
          await t.db
            .selectFrom(table)
            .select(sql<string>`lower(${sql.ref(column)})`.as('key'))
            .execute()
        ).map((r) => r.key),
      );
    const brands = await kept('brands', 'name');
    for (const [name, aliases, category, riskLevel, wholeWord] of BRANDS) {
      if (brands.has(name.toLowerCase())) continue;
      const codes = REFUSING[category][riskLevel];
      const channelIds = codes === 'all' ? [...channels.values()] : codes.flatMap((code) => channels.get(code) ?? []);
      await entered(`brand ${name}`, () =>
        createBrand(
          ctx,
          brandFields.parse({ name, aliases, category, riskLevel, wholeWord, remark: REMARKS[category], channelIds }),
        ),
      );
    }
    const words = await kept('brand_words', 'word');
    for (const [word, remark] of NOT_BRANDS)
      if (!words.has(word.toLowerCase()))
        await entered(`word ${word}`, () => createBrandWord(ctx, brandWordFields.parse({ word, remark })));
    return true;
  });
}
