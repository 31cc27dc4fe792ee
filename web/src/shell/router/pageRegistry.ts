import { createContext, useContext, type ComponentType } from 'react';

export type PageComponent = ComponentType;

/** A menu record's `component` key (`<area>/<screen>`) -> its page. */
export type PageRegistry = Readonly<Record<string, PageComponent>>;

/**
 * The pages this build has (pages/registry.ts), given by the app around the layout: the shell renders them and the
 * menu settings list them, and neither imports the pages, which sit in the layer above both.
 */
export const PageRegistryContext = createContext<PageRegistry>({});

export const usePageRegistry = (): PageRegistry => useContext(PageRegistryContext);

/**
 * The page for a route: by `component`, else by the menu title (a key whose
 * last segment is the menu title, e.g. 'employee' -> 'employees/employee').
 */
export function resolvePage(
  route: { component: string | null; menuTitle: string },
  registry: PageRegistry,
): PageComponent | null {
  if (route.component && registry[route.component]) return registry[route.component]!;
  const byTitle = Object.keys(registry).find((key) => key === route.menuTitle || key.endsWith(`/${route.menuTitle}`));
  return byTitle ? registry[byTitle]! : null;
}
