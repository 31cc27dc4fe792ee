import { i18n } from '../src/i18n/index.ts';
import type { Language } from '../src/i18n/languages.ts';
import en from '../src/i18n/en/index.ts';
import es from '../src/i18n/es/index.ts';
import ja from '../src/i18n/ja/index.ts';
import zh from '../src/i18n/zh/index.ts';

const all = { zh, en, es, ja };

/** Switches i18next to a language with its messages loaded synchronously from source. */
export async function switchLanguage(language: Language): Promise<void> {
  for (const [namespace, resources] of Object.entries(all[language])) {
    i18n.addResourceBundle(language, namespace, resources, true, true);
  }
  await i18n.changeLanguage(language);
}
