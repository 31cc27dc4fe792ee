import { z } from 'zod';
import { endpoint } from './endpoint.ts';

export const menuFunction = z.object({ id: z.number().int(), name: z.string(), permissionCode: z.string() });

/**
 * A menu record. The web app builds its routes from these (route-meta contract
 * in web/src/shell/router/README.md): path '/' + menuTitle, name menuName,
 * page from component (else menuTitle), hidden when isShow is 0, pinned tab
 * unless affix is 0, cached unless keepAlive is 0.
 */
export const menuRecord = z.object({
  id: z.number().int(),
  parentId: z.number().int().nullable(),
  submenuLevel: z.union([z.literal(1), z.literal(2), z.literal(3)]),
  menuTitle: z.string(),
  menuTitleCn: z.string(),
  menuName: z.string(),
  component: z.string().nullable(),
  icon: z.string().nullable(),
  isShow: z.union([z.literal(0), z.literal(1)]),
  affix: z.union([z.literal(0), z.literal(1)]),
  keepAlive: z.union([z.literal(0), z.literal(1)]),
  sort: z.number().int(),
  childCount: z.number().int(),
  functions: z.array(menuFunction),
});
export type MenuRecord = z.infer<typeof menuRecord>;

export const menus = {
  byRoleName: endpoint({
    method: 'GET', path: '/user-permissions/getUserPermissionsByRoleName/:name', type: 'permission',
    summary: "Menu records a role may see (own role, or any with menu:view)", access: 'authenticated',
    params: z.object({ name: z.string().min(1).max(64) }), response: z.array(menuRecord),
  }),
  myPermissions: endpoint({
    method: 'GET', path: '/user-permissions', type: 'permission', summary: "Current user's permission codes",
    access: 'authenticated', response: z.array(z.string()),
  }),
  all: endpoint({
    method: 'GET', path: '/user-permissions/get-all-menu', type: 'permission', summary: 'The whole menu tree',
    access: 'menu:view', response: z.array(menuRecord),
  }),
};
