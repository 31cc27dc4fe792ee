import { initialLanguage } from './i18n/languages.ts';
import { messageLoaders } from './i18n/locales.ts';

/*
 * The entry is tiny and requests the language's messages and the app at the
 * same time: the first page waits on the slower of the two, not on one after
 * the other.
 */
const language = initialLanguage();
const messages = messageLoaders[language]();
void import('./boot.tsx').then(({ boot }) => boot(language, messages));
