import { resolvePage, type PageRegistry } from '../../../shell/router/pageRegistry.ts';

export interface RoutePreview {
  path: string;
  name: string;
  /** The registry key the route opens, or null: "not in this build". */
  page: string | null;
  hidden: boolean;
  affix: boolean;
  keepAlive: boolean;
}

export interface PreviewInput {
  menuTitle?: string;
  menuName?: string;
  component?: string | null;
  isShow?: 0 | 1;
  affix?: 0 | 1;
  keepAlive?: 0 | 1;
}

/** The route a menu record becomes (web/src/shell/router/README.md), as the form stands. */
export function routePreview(values: PreviewInput, registry: PageRegistry): RoutePreview {
  const menuTitle = values.menuTitle?.trim() ?? '';
  const page = resolvePage({ component: values.component?.trim() || null, menuTitle }, registry);
  return {
    path: `/${menuTitle}`,
    name: values.menuName?.trim() ?? '',
    page: page ? (Object.keys(registry).find((key) => registry[key] === page) ?? null) : null,
    hidden: values.isShow === 0,
    affix: values.affix !== 0,
    keepAlive: values.keepAlive !== 0,
  };
}
