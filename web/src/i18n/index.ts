import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { rememberLanguage, type Language } from './languages.ts';
import { loadAntdLocale, messageLoaders } from './locales.ts';
import { startMessages } from './startMessages.ts';
import type { LanguageFile, Messages } from './types.ts';

export const i18n = i18next;

export const currentLanguage = (): Language => i18n.language as Language;

/** Starts i18next with one language's messages (tests call it directly with the Chinese messages). */
export function initI18n(language: Language, messages: Partial<Messages>): Promise<unknown> {
  return i18n.use(initReactI18next).init({
    lng: language,
    fallbackLng: false,
    resources: { [language]: messages },
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    returnNull: false,
  });
}

const addMessages = (language: Language, messages: LanguageFile) => {
  for (const [namespace, resources] of Object.entries(messages)) {
    i18n.addResourceBundle(language, namespace, resources, true, true);
  }
};

let allMessages: Promise<void> = Promise.resolve();

/**
 * Starts i18next for the page with the messages bundled for the first page
 * (startMessages.ts) and adds the language's full messages, which the entry
 * requested alongside the app, when they arrive: see `messagesReady`.
 */
export async function setupI18n(language: Language, messages: Promise<LanguageFile>): Promise<void> {
  allMessages = messages.then((all) => addMessages(language, all));
  // A failure is reported by whatever waits for them (the console), not as an unhandled rejection.
  allMessages.catch(() => undefined);
  await initI18n(language, startMessages[language]);
  document.documentElement.lang = language;
}

/** Settles once the full messages of the starting language are there (the console waits for them). */
export const messagesReady = (): Promise<void> => allMessages;

/** Loads the language's messages and antd locale first, then switches, so nothing renders half-translated. */
export async function changeLanguage(language: Language): Promise<void> {
  const [messages] = await Promise.all([messageLoaders[language](), loadAntdLocale(language)]);
  addMessages(language, messages);
  rememberLanguage(language);
  document.documentElement.lang = language;
  await i18n.changeLanguage(language);
}
