import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Locale } from 'antd/es/locale';
import { initialLanguage, rememberLanguage, type Language } from './languages.ts';
import { antdLocaleLoaders, applyDayjsLocale, messageLoaders } from './locales.ts';
import type { Messages } from './types.ts';

export const i18n = i18next;

const antdLocales = new Map<Language, Locale>();

/** The antd locale of a language already prepared by `setupI18n` or `changeLanguage`. */
export const antdLocaleFor = (language: Language): Locale | undefined => antdLocales.get(language);

export const currentLanguage = (): Language => i18n.language as Language;

/** Starts i18next with one language's messages (tests call it directly with the Chinese messages). */
export function initI18n(language: Language, messages: Messages): Promise<unknown> {
  return i18n.use(initReactI18next).init({
    lng: language,
    fallbackLng: false,
    resources: { [language]: messages },
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    returnNull: false,
  });
}

async function prepare(language: Language): Promise<Messages> {
  const [messages, antd] = await Promise.all([
    messageLoaders[language](),
    antdLocaleLoaders[language](),
    applyDayjsLocale(language),
  ]);
  antdLocales.set(language, antd);
  return messages;
}

export async function setupI18n(): Promise<void> {
  const language = initialLanguage();
  await initI18n(language, await prepare(language));
  document.documentElement.lang = language;
}

export async function changeLanguage(language: Language): Promise<void> {
  const messages = await prepare(language);
  for (const [namespace, resources] of Object.entries(messages)) {
    i18n.addResourceBundle(language, namespace, resources, true, true);
  }
  rememberLanguage(language);
  document.documentElement.lang = language;
  await i18n.changeLanguage(language);
}
