import en from '../../../i18n/en/dashboard.ts';
import es from '../../../i18n/es/dashboard.ts';
import ja from '../../../i18n/ja/dashboard.ts';
import zh from '../../../i18n/zh/dashboard.ts';
import { i18n } from '../../../i18n/index.ts';

/*
 * The home page's messages come with the page, in all four languages (about
 * 3 KB compressed), rather than in the language file the login page loads:
 * signing in needs none of them.
 */
for (const [language, messages] of Object.entries({ zh, en, es, ja }))
  i18n.addResourceBundle(language, 'dashboard', messages, true, true);
