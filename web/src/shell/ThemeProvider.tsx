import { ConfigProvider, type ThemeConfig } from 'antd';
import { use, useEffect, useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '../i18n/languages.ts';
import { applyDayjsLocale, loadAntdLocale } from '../i18n/locales.ts';
import { antdSize, useApp } from '../stores/app.ts';
import { useSettings } from '../stores/settings.ts';
import { readableTheme } from './theme/tokens.ts';

/**
 * No ripple after a click on a button, check box or switch: on a slow office PC its frames (some 15 ms of style,
 * layers and paint each, throttled 4x) ran while the answer to a 查询 came back and held the new rows up by about
 * a tenth of a second. Buttons still show hover, focus and press.
 */
const NO_WAVE = { disabled: true };

/**
 * One theme object for the colour and mode in use, for every tree: antd keys its cache of derived tokens by the
 * theme's algorithm and its CSS variables' class (a React id by default, another in every tree), so a tree rendered
 * earlier with the same choices (warmUp.tsx) leaves the console nothing to derive.
 */
let current: { key: string; config: ThemeConfig } | undefined;
function themeOf(color: string, dark: boolean): ThemeConfig {
  const key = `${color} ${dark}`;
  if (current?.key !== key)
    current = { key, config: { zeroRuntime: true, cssVar: { key: 'css-var-console' }, ...readableTheme(color, dark) } };
  return current.config;
}

/**
 * antd configuration that follows the user's choices: language (antd and dayjs
 * locales), size, theme colour, dark mode. Zero-runtime: components take their
 * styles from antd's prebuilt stylesheet (imported by the console root) instead
 * of generating them while rendering; only the theme's CSS variables are
 * computed, which is what the theme colour and dark mode change.
 */
export function ThemeProvider({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const language = i18n.language as Language;
  const locale = use(loadAntdLocale(language));
  const size = useApp((s) => s.size);
  const colorPrimary = useSettings((s) => s.themeColor);
  const darkMode = useSettings((s) => s.darkMode);

  useEffect(() => {
    void applyDayjsLocale(language);
  }, [language]);

  // The same objects while the choices are the same: a new theme (or button setting) each render would have
  // antd give every component a new configuration, derive the theme's tokens again and render them all.
  const themeConfig = themeOf(colorPrimary, darkMode);
  // antd spaces two-character labels out ("保 存"), a Chinese habit: Japanese reads that as a typo.
  const button = useMemo(() => ({ autoInsertSpace: language === 'zh' }), [language]);

  return (
    <ConfigProvider locale={locale} componentSize={antdSize[size]} button={button} wave={NO_WAVE} theme={themeConfig}>
      {children}
    </ConfigProvider>
  );
}
