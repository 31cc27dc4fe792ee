import type { Language } from '@fwd/contract';
import Cookies from 'js-cookie';

export type { Language };

export const LANGUAGE_COOKIE = 'language';

/** Each language named in itself, as language pickers show them; typed against the contract's list. */
export const languageNames: Record<Language, string> = { zh: '中文', en: 'English', es: 'Español', ja: '日本語' };

/**
 * The contract's languages, taken from the names above rather than imported:
 * the contract module that lists them also builds zod schemas, which the login
 * page must not download.
 */
export const LANGUAGES = Object.keys(languageNames) as Language[];

export const isLanguage = (value: unknown): value is Language => LANGUAGES.includes(value as Language);

/** Spec section 9: the `language` cookie, else the browser language matched among en, zh, es, ja, else en. */
export function detectLanguage(cookie: string | undefined, browserLanguages: readonly string[]): Language {
  if (isLanguage(cookie)) return cookie;
  for (const tag of browserLanguages) {
    const base = tag.toLowerCase().split('-')[0];
    if (isLanguage(base)) return base;
  }
  return 'en';
}

export const initialLanguage = (): Language =>
  detectLanguage(Cookies.get(LANGUAGE_COOKIE), navigator.languages ?? [navigator.language]);

export const rememberLanguage = (language: Language): void => {
  Cookies.set(LANGUAGE_COOKIE, language, { expires: 365, sameSite: 'strict' });
};
