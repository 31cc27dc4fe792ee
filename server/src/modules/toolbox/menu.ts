import { P } from '@fwd/contract';
import type { MenuSeed } from '../../db/seed/menuSeed.ts';
import type { Db } from '../../http/context.ts';

/** 工具箱 → 地址类型: residential or commercial, and the rules and known addresses that decide it. */
export const addressTypePage: MenuSeed = {
  menuTitle: 'addressType',
  menuTitleCn: '地址类型',
  titles: { en: 'Address type', es: 'Tipo de dirección', ja: '住所種別' },
  menuName: 'AddressType',
  component: 'toolbox/addressType',
  icon: 'EnvironmentOutlined',
  view: { name: '查询地址类型', code: P.address.view },
  functions: [
    { name: '维护地址规则', code: P.address.edit },
    { name: '导入地址规则', code: P.address.import },
  ],
};

/** 工具箱 → 品牌查询: check descriptions against the brands staff keep. */
export const brandCheckPage: MenuSeed = {
  menuTitle: 'brandCheck',
  menuTitleCn: '品牌查询',
  titles: { en: 'Brand check', es: 'Control de marcas', ja: 'ブランド確認' },
  menuName: 'BrandCheck',
  component: 'toolbox/brandCheck',
  icon: 'SafetyOutlined',
  view: { name: '查询品牌', code: P.brand.view },
  functions: [
    { name: '维护品牌', code: P.brand.edit },
    { name: '导入品牌', code: P.brand.import },
  ],
};

/** 工具箱 → 海关编码: the Harmonized System and the national lines declared under it. */
export const tariffCodePage: MenuSeed = {
  menuTitle: 'tariffCode',
  menuTitleCn: '海关编码',
  titles: { en: 'Tariff codes', es: 'Códigos arancelarios', ja: 'HSコード' },
  menuName: 'TariffCode',
  component: 'toolbox/tariffCode',
  icon: 'FileSearchOutlined',
  view: { name: '查询海关编码', code: P.tariff.view },
  functions: [
    { name: '维护海关编码', code: P.tariff.edit },
    { name: '导入海关编码', code: P.tariff.import },
  ],
};

/**
 * 工具箱 → 偏远地区: a destination's remote class per carrier, and the lists
 * themselves (the surcharges area keeps their data; 附加费规则 shows them to
 * who holds these codes too).
 */
export const remoteAreaPage: MenuSeed = {
  menuTitle: 'remoteArea',
  menuTitleCn: '偏远地区',
  titles: { en: 'Remote areas', es: 'Zonas remotas', ja: '遠隔地' },
  menuName: 'RemoteArea',
  component: 'toolbox/remoteArea',
  icon: 'GlobalOutlined',
  view: { name: '查询偏远地区', code: P.remote.view },
  functions: [
    { name: '导入偏远地区表', code: P.remote.import },
    { name: '删除偏远地区表', code: P.remote.delete },
  ],
};

/**
 * The remote codes were 附加费规则's functions before this page existed; a
 * code belongs to one page (`permissions.permission_code` is unique), so an
 * installation from then has them moved here, kept by the roles holding them.
 * Runs after the menus' sync (area order), which adds but never moves.
 */
export async function moveRemoteCodes(db: Db): Promise<void> {
  const page = await db
    .selectFrom('menus')
    .select('id')
    .where('menu_name', '=', remoteAreaPage.menuName)
    .executeTakeFirst();
  const old = await db.selectFrom('menus').select('id').where('menu_name', '=', 'SurchargeRules').executeTakeFirst();
  if (!page || !old) return;
  const declared = [remoteAreaPage.view!, ...remoteAreaPage.functions!];
  for (const [i, p] of declared.entries()) {
    await db
      .updateTable('permissions')
      .set({ menu_id: page.id, name: p.name, kind: i === 0 ? 'view' : 'function', sort: i })
      .where('permission_code', '=', p.code)
      .where('menu_id', '=', old.id)
      .execute();
  }
}
