import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { rememberLanguage, type Language } from './languages.ts';
import { loadAntdLocale, messageLoaders } from './locales.ts';
import type { Messages } from './types.ts';

export const i18n = i18next;

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

/** Starts i18next for the page; the entry requested the messages alongside the app (main.tsx). */
export async function setupI18n(language: Language, messages: Messages): Promise<void> {
  await initI18n(language, messages);
  document.documentElement.lang = language;
}

/** Loads the language's messages and antd locale first, then switches, so nothing renders half-translated. */
export async function changeLanguage(language: Language): Promise<void> {
  const [messages] = await Promise.all([messageLoaders[language](), loadAntdLocale(language)]);
  for (const [namespace, resources] of Object.entries(messages)) {
    i18n.addResourceBundle(language, namespace, resources, true, true);
  }
  rememberLanguage(language);
  document.documentElement.lang = language;
  await i18n.changeLanguage(language);
}
