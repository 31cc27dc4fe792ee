import { defineMessages } from '../../i18n/index.ts';

export const companyMessages = defineMessages({
  notFound: { zh: '公司不存在', en: 'No such company', es: 'No existe la empresa', ja: '会社が存在しません' },
  duplicate: {
    zh: '公司名称“{name}”已存在',
    en: 'A company named "{name}" already exists',
    es: 'Ya existe una empresa llamada «{name}»',
    ja: '会社名「{name}」は既に存在します',
  },
  hasEmployees: {
    zh: '该公司还有 {count} 名在职员工，请先调走或删除员工',
    en: 'This company still has {count} active employees; move or delete them first',
    es: 'Esta empresa aún tiene {count} empleados activos; trasládelos o elimínelos primero',
    ja: 'この会社にはまだ在籍社員が {count} 名います。先に異動または削除してください',
  },
});
