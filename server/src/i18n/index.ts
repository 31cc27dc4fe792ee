import { LANGUAGES, type Language } from '@fwd/contract';

/** A message in the four languages; `{name}` placeholders are filled from params. */
export type Message = Record<Language, string>;
export type Params = Record<string, string | number>;

export const defineMessages = <K extends string>(m: Record<K, Message>) => m;

export const translate = (lang: Language, m: Message, params?: Params) =>
  m[lang].replace(/\{(\w+)\}/g, (all, k: string) => (params && k in params ? String(params[k]) : all));

/** A message filled in each language: what is kept for readers of any language (a run's errors). */
export const inEveryLanguage = (m: Message, params?: Params): Message =>
  Object.fromEntries(LANGUAGES.map((l) => [l, translate(l, m, params)])) as Message;

/** First supported language of an Accept-Language header; Chinese when none matches. */
export function pickLanguage(header: string | undefined): Language {
  for (const part of (header ?? '').split(',')) {
    const tag = part.split(';')[0]!.trim().slice(0, 2).toLowerCase();
    if (tag === 'zh' || tag === 'en' || tag === 'es' || tag === 'ja') return tag;
  }
  return 'zh';
}

const isLanguage = (value: unknown): value is Language => LANGUAGES.includes(value as Language);

/**
 * The language the web app starts in, decided as web/src/i18n/languages.ts does (spec section 9): the
 * `language` cookie, else the first browser language among the four, else English. The prerendered
 * login page is sent in it.
 */
export function pageLanguage(cookie: string | undefined, acceptLanguage: string | undefined): Language {
  const chosen = /(?:^|;\s*)language=([^;]*)/.exec(cookie ?? '')?.[1];
  if (isLanguage(chosen)) return chosen;
  for (const part of (acceptLanguage ?? '').split(',')) {
    const base = part.split(';')[0]!.trim().toLowerCase().split('-')[0];
    if (isLanguage(base)) return base;
  }
  return 'en';
}
