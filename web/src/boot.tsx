import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './App.tsx';
import { getToken } from './api/token.ts';
import { setupI18n } from './i18n/index.ts';
import type { Language } from './i18n/languages.ts';
import type { LanguageFile } from './i18n/types.ts';
import { preloadConsole } from './consoleModules.ts';
import { captureGlobalErrors } from './shell/errorLog/captureGlobalErrors.ts';
import { LOGIN_PATH } from './shell/router/appRoute.ts';
import './styles/global.css';

/** Renders the app; the language's full messages, which the entry requested, follow for the console. */
export async function boot(language: Language, messages: Promise<LanguageFile>): Promise<void> {
  captureGlobalErrors();
  const root = document.getElementById('root')!;
  // /login comes prerendered in the language the server chose (login.<language>.html): the app takes
  // over that form when it renders the same, signed out in that language; otherwise it renders afresh.
  const prerendered =
    root.firstElementChild !== null &&
    location.pathname.replace(/\/$/, '') === LOGIN_PATH &&
    document.documentElement.lang === language &&
    !getToken();
  await setupI18n(language, messages);
  // Signed in already: the console's code downloads while the session loads.
  if (getToken()) preloadConsole();
  const app = (
    <StrictMode>
      <App />
    </StrictMode>
  );
  if (prerendered) {
    hydrateRoot(root, app);
  } else {
    root.replaceChildren();
    createRoot(root).render(app);
  }
}
