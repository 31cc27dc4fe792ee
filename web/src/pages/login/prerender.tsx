import { createInstance } from 'i18next';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { LANGUAGES, type Language } from '../../i18n/languages.ts';
import { startMessages } from '../../i18n/startMessages.ts';
import { LOGIN_PATH } from '../../shell/router/appRoute.ts';
import LoginPage from './index.tsx';

export interface PrerenderedLogin {
  /** What #root holds on the first render of the login page for a signed-out visitor. */
  html: string;
  title: string;
}

/**
 * The login page in each language, rendered at build (vite.config.ts writes login.<language>.html):
 * the server sends the visitor's language, the form shows before any script has run, and boot.tsx
 * hydrates it.
 */
export async function prerenderLogin(): Promise<Record<Language, PrerenderedLogin>> {
  const pages = {} as Record<Language, PrerenderedLogin>;
  for (const language of LANGUAGES) {
    const i18n = createInstance();
    // An instance of its own, given by the provider: the app's i18n (react-i18next's default) stays as it is.
    await i18n.init({
      lng: language,
      fallbackLng: false,
      resources: { [language]: startMessages[language] },
      defaultNS: 'common',
      interpolation: { escapeValue: false },
    });
    const html = renderToString(
      <I18nextProvider i18n={i18n}>
        <MemoryRouter initialEntries={[LOGIN_PATH]}>
          <LoginPage preload={() => undefined} />
        </MemoryRouter>
      </I18nextProvider>,
    );
    pages[language] = { html, title: `${i18n.t('route:Login')} - ${i18n.t('productTitle')}` };
  }
  return pages;
}
