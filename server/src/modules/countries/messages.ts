import { defineMessages } from '../../i18n/index.ts';

export const countryMessages = defineMessages({
  notFound: { zh: '国家不存在', en: 'No such country', es: 'No existe el país', ja: '国が存在しません' },
});
