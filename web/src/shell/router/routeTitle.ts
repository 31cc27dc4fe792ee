import type { Language, MenuRecord } from '@fwd/contract';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { i18n } from '../../i18n/index.ts';
import type { AppRoute } from './appRoute.ts';

export type TitledRoute = Pick<AppRoute, 'titles' | 'name' | 'menuTitle'>;

/** A menu record's titles by language; a language staff have not filled in yet is left out. */
export const titlesOf = (
  r: Pick<MenuRecord, 'menuTitleCn' | 'menuTitleEn' | 'menuTitleEs' | 'menuTitleJa'>,
): AppRoute['titles'] => ({
  zh: r.menuTitleCn,
  ...(r.menuTitleEn && { en: r.menuTitleEn }),
  ...(r.menuTitleEs && { es: r.menuTitleEs }),
  ...(r.menuTitleJa && { ja: r.menuTitleJa }),
});

/**
 * A menu's own title in the language (from its record), else its Chinese one;
 * a constant route's title from `route.<name>` in i18n; the menuTitle last.
 */
export function routeTitle(route: TitledRoute, language: string): string {
  const own = route.titles[language as Language] ?? route.titles.zh;
  if (own) return own;
  const translated: unknown = i18n.getResource(language, 'route', route.name);
  return typeof translated === 'string' ? translated : route.menuTitle;
}

export function useRouteTitle(): (route: TitledRoute) => string {
  const { i18n: instance } = useTranslation();
  const language = instance.language;
  return useCallback((route: TitledRoute) => routeTitle(route, language), [language]);
}
