import type { Access } from '@fwd/contract';
import type { FastifyInstance, RouteOptions } from 'fastify';

export interface RegisteredRoute {
  method: string;
  /** Path under /api, params as `:name`. */
  path: string;
  access: Access | undefined;
  summary: string;
  type: string;
}

export const API_PREFIX = '/api';
export const routeKey = (method: string, path: string) => `${method === 'HEAD' ? 'GET' : method} ${path}`;

/**
 * Records every /api route as it is registered; call before the modules
 * register. Read the answer once the app is ready: plugins may still set a
 * route's config in their own onRoute hooks. Only the contract's endpoints
 * are the product's API: the documentation pages and the image files are not.
 */
export function collectRoutes(app: FastifyInstance): () => RegisteredRoute[] {
  const seen: RouteOptions[] = [];
  app.addHook('onRoute', (r) => {
    if (r.url.startsWith(API_PREFIX + '/')) seen.push(r);
  });
  return () =>
    seen
      .filter((r) => r.config?.endpoint)
      .flatMap((r) =>
        [r.method]
          .flat()
          .filter((m) => m !== 'HEAD' && m !== 'OPTIONS')
          .map((method) => ({
            method,
            path: r.url.slice(API_PREFIX.length),
            access: r.config?.access,
            summary: (r.schema as { summary?: string } | undefined)?.summary ?? '',
            type: (r.schema as { tags?: string[] } | undefined)?.tags?.[0] ?? 'other',
          })),
      );
}

/**
 * The API registry as the guard reaches it, kept by the apis area (plugin
 * `api-registry`): this layer reads none of its tables.
 */
export interface ApiRegistry {
  /**
   * Writes the route table into the registry and applies each route's default
   * binding; answers `route key -> api id` for the guard.
   */
  sync(routes: RegisteredRoute[]): Promise<Map<string, number>>;
  /** Whether the role holds a permission bound to the API. */
  mayCall(roleId: number, apiId: number): Promise<boolean>;
}

declare module 'fastify' {
  interface FastifyInstance {
    apiRegistry: ApiRegistry;
  }
}
