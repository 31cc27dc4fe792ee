import { P } from '@fwd/contract';
import type { MenuSeed } from '../../db/seed/menuSeed.ts';

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

/** 工具箱 → 偏远地区: a destination's remote class per carrier; the lists are kept here too (surcharges owns them). */
export const remoteAreaPage: MenuSeed = {
  menuTitle: 'remoteArea',
  menuTitleCn: '偏远地区',
  titles: { en: 'Remote areas', es: 'Zonas remotas', ja: '遠隔地' },
  menuName: 'RemoteArea',
  component: 'toolbox/remoteArea',
  icon: 'GlobalOutlined',
  view: { name: '查询偏远地区', code: P.remote.view },
};
