import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App.tsx';
import { getToken } from './api/token.ts';
import { setupI18n } from './i18n/index.ts';
import type { Language } from './i18n/languages.ts';
import type { Messages } from './i18n/types.ts';
import { preloadConsole } from './shell/consoleModules.ts';
import { captureGlobalErrors } from './shell/errorLog/captureGlobalErrors.ts';
import './styles/global.css';

/** Renders the app; the language's full messages, which the entry requested, follow for the console. */
export async function boot(language: Language, messages: Promise<Messages>): Promise<void> {
  captureGlobalErrors();
  await setupI18n(language, messages);
  // Signed in already: the console's code downloads while the session loads.
  if (getToken()) preloadConsole(language);
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
