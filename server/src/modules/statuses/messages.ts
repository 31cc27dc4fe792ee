import { defineMessages } from '../../i18n/index.ts';

export const statusMessages = defineMessages({
  notFound: { zh: '状态不存在', en: 'No such status', es: 'No existe el estado', ja: 'ステータスが存在しません' },
  builtIn: {
    zh: '系统内置的单号状态不能删除，可以停用',
    en: 'A built-in number status cannot be deleted; disable it instead',
    es: 'Un estado de número integrado no se puede eliminar; desactívelo',
    ja: '組み込みの番号ステータスは削除できません。無効にしてください',
  },
  reorderAll: {
    zh: '请按新顺序列出全部单号状态，每个一次',
    en: 'List every number status once, in the new order',
    es: 'Indique cada estado de número una vez, en el nuevo orden',
    ja: 'すべての番号ステータスを新しい順に一度ずつ指定してください',
  },
});
