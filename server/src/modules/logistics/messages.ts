import { defineMessages } from '../../i18n/index.ts';

export const logisticsMessages = defineMessages({
  noSuchKey: {
    zh: '没有这个类型的 API 密钥',
    en: 'No API key of that kind',
    es: 'No hay una clave API de ese tipo',
    ja: 'その種類の API キーはありません',
  },
  noSuchCarrier: { zh: '承运商不存在', en: 'No such carrier', es: 'No existe el transportista', ja: '運送会社が存在しません' },
});
