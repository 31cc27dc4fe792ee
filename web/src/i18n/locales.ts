import type { Locale } from 'antd/es/locale';
import type { Language } from './languages.ts';
import type { Messages } from './types.ts';

/** Only the current language's messages, antd locale and dayjs locale are downloaded. */
export const messageLoaders: Record<Language, () => Promise<Messages>> = {
  zh: () => import('./zh/index.ts').then((m) => m.default),
  en: () => import('./en/index.ts').then((m) => m.default),
  es: () => import('./es/index.ts').then((m) => m.default),
  ja: () => import('./ja/index.ts').then((m) => m.default),
};

export const antdLocaleLoaders: Record<Language, () => Promise<Locale>> = {
  zh: () => import('antd/es/locale/zh_CN').then((m) => m.default),
  en: () => import('antd/es/locale/en_US').then((m) => m.default),
  es: () => import('antd/es/locale/es_ES').then((m) => m.default),
  ja: () => import('antd/es/locale/ja_JP').then((m) => m.default),
};

export const dayjsLocaleNames: Record<Language, string> = { zh: 'zh-cn', en: 'en', es: 'es', ja: 'ja' };

const dayjsLocaleLoaders: Record<Language, () => Promise<unknown>> = {
  zh: () => import('dayjs/locale/zh-cn'),
  en: () => Promise.resolve(),
  es: () => import('dayjs/locale/es'),
  ja: () => import('dayjs/locale/ja'),
};

export async function applyDayjsLocale(language: Language): Promise<void> {
  const [{ default: dayjs }] = await Promise.all([import('dayjs'), dayjsLocaleLoaders[language]()]);
  dayjs.locale(dayjsLocaleNames[language]);
}
