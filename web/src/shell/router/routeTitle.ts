import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { i18n } from '../../i18n/index.ts';
import type { AppRoute } from './appRoute.ts';

export type TitledRoute = Pick<AppRoute, 'titleCn' | 'name' | 'menuTitle'>;

/** Chinese: menuTitleCn. Other languages: `route.<menuName>` when translated, else menuTitle. */
export function routeTitle(route: TitledRoute, language: string): string {
  if (language === 'zh' && route.titleCn) return route.titleCn;
  const translated: unknown = i18n.getResource(language, 'route', route.name);
  return typeof translated === 'string' ? translated : route.menuTitle;
}

export function useRouteTitle(): (route: TitledRoute) => string {
  const { i18n: instance } = useTranslation();
  const language = instance.language;
  return useCallback((route: TitledRoute) => routeTitle(route, language), [language]);
}
