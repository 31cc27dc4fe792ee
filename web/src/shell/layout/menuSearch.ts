import { constantPages, isPage, type AppRoute } from '../router/appRoute.ts';

export interface SearchEntry {
  path: string;
  /** Titles from the top menu down, e.g. "组织架构 > 员工管理". */
  label: string;
  /** Lower-case texts a query may match: titles, path, and the pinyin readings when given. */
  keywords: string[];
}

/** Turns a Chinese title into its pinyin readings (full and initials); supplied lazily by pinyin-pro. */
export type PinyinReader = (title: string) => string[];

/**
 * Every visible page of the menu as a search entry, then the pages every user
 * has outside the menu (profile, password, error log): hidden from the
 * sidebar, but a user looking for them types their names.
 */
export function buildSearchEntries(
  menu: readonly AppRoute[],
  titleOf: (route: AppRoute) => string,
  readPinyin?: PinyinReader,
): SearchEntry[] {
  const entries: SearchEntry[] = [];
  const add = (route: AppRoute, titles: string[]) => {
    const words = [...titles, route.menuTitle, route.path, ...Object.values(route.titles)];
    const readings = readPinyin ? titles.flatMap(readPinyin) : [];
    entries.push({
      path: route.path,
      label: titles.join(' > '),
      keywords: [...words, ...readings].filter(Boolean).map(normalize),
    });
  };
  const walk = (routes: readonly AppRoute[], parents: string[]) => {
    for (const route of routes) {
      if (route.hidden) continue;
      const titles = [...parents, titleOf(route)];
      if (isPage(route)) add(route, titles);
      walk(route.children, titles);
    }
  };
  walk(menu, []);
  constantPages.forEach((route) => add(route, [titleOf(route)]));
  return entries;
}

const normalize = (text: string) => text.toLowerCase().replace(/\s+/g, '');

export function matchesQuery(entry: SearchEntry, query: string): boolean {
  const needle = normalize(query);
  return needle === '' || entry.keywords.some((k) => k.includes(needle));
}
