import type { Language } from '@fwd/contract';

/** A message in the four languages; `{name}` placeholders are filled from params. */
export type Message = Record<Language, string>;
export type Params = Record<string, string | number>;

export const defineMessages = <K extends string>(m: Record<K, Message>) => m;

export const translate = (lang: Language, m: Message, params?: Params) =>
  m[lang].replace(/\{(\w+)\}/g, (all, k: string) => (params && k in params ? String(params[k]) : all));

/** First supported language of an Accept-Language header; Chinese when none matches. */
export function pickLanguage(header: string | undefined): Language {
  for (const part of (header ?? '').split(',')) {
    const tag = part.split(';')[0]!.trim().slice(0, 2).toLowerCase();
    if (tag === 'zh' || tag === 'en' || tag === 'es' || tag === 'ja') return tag;
  }
  return 'zh';
}
