import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App.tsx';
import { setupI18n } from './i18n/index.ts';
import { captureGlobalErrors } from './shell/errorLog/captureGlobalErrors.ts';
import './styles/global.css';

captureGlobalErrors();
await setupI18n();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
