import { defineMessages } from '../../i18n/index.ts';

export const chatMessages = defineMessages({
  notFound: { zh: '账号不存在', en: 'No such account', es: 'No existe la cuenta', ja: 'アカウントが存在しません' },
  duplicate: {
    zh: '账号“{account}”已存在',
    en: 'The account "{account}" already exists',
    es: 'La cuenta «{account}» ya existe',
    ja: 'アカウント「{account}」は既に存在します',
  },
  noSuchUser: {
    zh: '员工不存在或已删除',
    en: 'No such employee, or deleted',
    es: 'El empleado no existe o fue eliminado',
    ja: '社員が存在しないか、削除されています',
  },
});

/** What refers to another record through chat accounts, for the 40900 of a refused delete. */
export const chatReferrers = defineMessages({
  chat_accounts: { zh: '聊天账号', en: 'chat accounts', es: 'cuentas de chat', ja: 'チャットアカウント' },
});
