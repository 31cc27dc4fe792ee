import { defineMessages } from '../../i18n/index.ts';

export const customerMessages = defineMessages({
  notFound: { zh: '客户不存在', en: 'No such customer', es: 'No existe el cliente', ja: '顧客が存在しません' },
  noSuchOwner: {
    zh: '业务员不存在、已离职或不在您的数据范围内',
    en: 'No such active employee within your data scope',
    es: 'No existe ese empleado activo dentro de su ámbito de datos',
    ja: 'データ範囲内に該当する在籍社員がいません',
  },
  notYours: {
    zh: '简称“{value}”已被您数据范围之外的客户使用',
    en: 'The short name "{value}" belongs to a customer outside your data scope',
    es: 'El nombre corto «{value}» pertenece a un cliente fuera de su ámbito de datos',
    ja: '略称「{value}」はデータ範囲外の顧客が使用しています',
  },
});

export const customerColumns = defineMessages({
  sheet: { zh: '客户', en: 'Customers', es: 'Clientes', ja: '顧客' },
  shortName: { zh: '简称', en: 'Short name', es: 'Nombre corto', ja: '略称' },
  fullName: { zh: '全称', en: 'Full name', es: 'Nombre completo', ja: '正式名称' },
  ownerUsername: { zh: '业务员账号', en: 'Owner username', es: 'Usuario del comercial', ja: '担当者ユーザー名' },
  ownerName: { zh: '业务员', en: 'Owner', es: 'Comercial', ja: '担当者' },
});

/** What refers to another record through the customers' table, for the 40900 of a refused delete. */
export const customerReferrers = defineMessages({
  customers: {
    zh: '客户（负责业务员）',
    en: 'customers (as their owner)',
    es: 'clientes (como responsable)',
    ja: '顧客（担当者として）',
  },
});
