import { useEffect } from 'react';
import { useSettings } from '../stores/settings.ts';
import { solidShade } from '../utils/contrast.ts';

/**
 * Theme colour and dark mode as document-level CSS hooks, for the progress bar and the login page too:
 * `--app-primary` is the colour itself (bars, rings, icons), `--app-primary-solid` its shade under white text.
 */
export function useDocumentTheme(): void {
  const colorPrimary = useSettings((s) => s.themeColor);
  const darkMode = useSettings((s) => s.darkMode);
  useEffect(() => {
    document.documentElement.style.setProperty('--app-primary', colorPrimary);
    document.documentElement.style.setProperty('--app-primary-solid', solidShade(colorPrimary));
    document.documentElement.dataset.theme = darkMode ? 'dark' : 'light';
  }, [colorPrimary, darkMode]);
}
