import type { Locale } from 'antd/es/locale';
import type { Language } from './languages.ts';
import type { LanguageFile } from './types.ts';

/** Only the current language's messages, antd locale and dayjs locale are downloaded. */
export const messageLoaders: Record<Language, () => Promise<LanguageFile>> = {
  zh: () => import('./zh/index.ts').then((m) => m.default),
  en: () => import('./en/index.ts').then((m) => m.default),
  es: () => import('./es/index.ts').then((m) => m.default),
  ja: () => import('./ja/index.ts').then((m) => m.default),
};

const antdLocaleLoaders: Record<Language, () => Promise<Locale>> = {
  zh: () => import('antd/es/locale/zh_CN').then((m) => m.default),
  en: () => import('antd/es/locale/en_US').then((m) => m.default),
  es: () => import('antd/es/locale/es_ES').then((m) => m.default),
  ja: () => import('antd/es/locale/ja_JP').then((m) => m.default),
};

type TrackedPromise<T> = Promise<T> & { status?: 'fulfilled'; value?: T };
const antdLocales = new Map<Language, TrackedPromise<Locale>>();

/**
 * The antd locale of a language, loaded once. The promise is marked fulfilled
 * when it resolves (the thenable fields React's `use` reads), so a component
 * reading an already loaded locale with `use` does not suspend again.
 */
export function loadAntdLocale(language: Language): Promise<Locale> {
  let loading = antdLocales.get(language);
  if (!loading) {
    const promise: TrackedPromise<Locale> = antdLocaleLoaders[language]();
    void promise.then((value) => Object.assign(promise, { status: 'fulfilled', value }));
    antdLocales.set(language, promise);
    loading = promise;
  }
  return loading;
}

const dayjsLocales: Record<Language, { name: string; load: () => Promise<unknown> }> = {
  zh: { name: 'zh-cn', load: () => import('dayjs/locale/zh-cn') },
  en: { name: 'en', load: () => Promise.resolve() },
  es: { name: 'es', load: () => import('dayjs/locale/es') },
  ja: { name: 'ja', load: () => import('dayjs/locale/ja') },
};

/** Sets dayjs (used by antd date pickers) to a language; only the console needs it, never the login page. */
export async function applyDayjsLocale(language: Language): Promise<void> {
  const [{ default: dayjs }] = await Promise.all([import('dayjs'), dayjsLocales[language].load()]);
  dayjs.locale(dayjsLocales[language].name);
}
