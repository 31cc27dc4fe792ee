import { defineMessages } from '../../i18n/index.ts';

export const channelMessages = defineMessages({
  notFound: { zh: '渠道不存在', en: 'No such channel', es: 'No existe el canal', ja: 'チャネルが存在しません' },
});
