import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { id, idParams, ref, text, version } from './common.ts';
import { P } from './permission-codes.ts';

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
  /** Titles in the other languages; '' where staff have not given one yet (the Chinese then serves). */
  menuTitleEn: z.string(),
  menuTitleEs: z.string(),
  menuTitleJa: z.string(),
  menuName: z.string(),
  component: z.string().nullable(),
  icon: z.string().nullable(),
  isShow: z.union([z.literal(0), z.literal(1)]),
  affix: z.union([z.literal(0), z.literal(1)]),
  keepAlive: z.union([z.literal(0), z.literal(1)]),
  sort: z.number().int(),
  childCount: z.number().int(),
  functions: z.array(menuFunction),
  version: z.number().int(),
});
export type MenuRecord = z.infer<typeof menuRecord>;

/** Route path segment ('/' + menuTitle). */
export const MENU_TITLE_PATTERN = /^[A-Za-z][A-Za-z0-9_-]{0,49}$/;
/** Route name. */
export const MENU_NAME_PATTERN = /^[A-Za-z][A-Za-z0-9_]{0,49}$/;
/** Page key, e.g. `menus/menuSettings`. */
export const COMPONENT_PATTERN = /^[A-Za-z0-9_-]+(\/[A-Za-z0-9_-]+){0,4}$/;
/** `<area>:<action>`, e.g. `order:edit`. */
export const PERMISSION_CODE_PATTERN = /^[a-z][a-zA-Z0-9]*:[a-zA-Z0-9]+$/;

const flag = z.union([z.literal(0), z.literal(1)]);
const menuFields = z.strictObject({
  menuTitle: z.string().trim().regex(MENU_TITLE_PATTERN),
  menuTitleCn: text(50),
  menuTitleEn: text(50),
  menuTitleEs: text(50),
  menuTitleJa: text(50),
  menuName: z.string().trim().regex(MENU_NAME_PATTERN),
  component: z.string().trim().max(100).regex(COMPONENT_PATTERN).nullable(),
  icon: z
    .string()
    .trim()
    .regex(/^[A-Za-z][A-Za-z0-9]{0,49}$/)
    .nullable(),
  isShow: flag,
  affix: flag,
  keepAlive: flag,
  sort: z.number().int().min(0).max(9999),
});
export const createMenuBody = menuFields.extend({
  /** null: a top menu. A level-3 menu cannot have children. */
  parentId: ref.nullable(),
  component: menuFields.shape.component.default(null),
  icon: menuFields.shape.icon.default(null),
  isShow: flag.default(1),
  affix: flag.default(0),
  keepAlive: flag.default(1),
  /** Left out: after its last sibling. */
  sort: menuFields.shape.sort.optional(),
});
export const updateMenuBody = menuFields.extend({ version });
export const moveMenuBody = z.strictObject({
  parentId: ref.nullable(),
  sort: z.number().int().min(0).max(9999),
  version,
});
export const reorderMenusBody = z.strictObject({ parentId: ref.nullable(), ids: z.array(ref).min(1).max(500) });

/** A menu's permission, for the function dialog. */
export const menuPermission = z.object({
  id: z.number().int(),
  menuId: z.number().int(),
  name: z.string(),
  permissionCode: z.string(),
  kind: z.enum(['view', 'function']),
  /** Declared by the code: cannot be deleted. */
  builtin: z.boolean(),
  apis: z.array(z.object({ id: z.number().int(), method: z.string(), path: z.string() })),
});
export const createPermissionBody = z.strictObject({
  menuId: ref,
  name: text(50),
  permissionCode: z.string().trim().regex(PERMISSION_CODE_PATTERN).max(64),
  kind: z.enum(['view', 'function']).default('function'),
  /** APIs it opens; binding needs api:edit as well. */
  apiIds: z.array(ref).max(100).default([]),
});

/** Menu settings: the menu records themselves. */
export const menus = {
  create: endpoint({
    method: 'POST',
    path: '/menus',
    type: 'menu',
    summary: 'Create a menu record',
    access: P.menu.add,
    body: createMenuBody,
    response: menuRecord,
  }),
  update: endpoint({
    method: 'PUT',
    path: '/menus/:id',
    type: 'menu',
    summary: 'Edit a menu record (not its place)',
    access: P.menu.edit,
    params: idParams,
    body: updateMenuBody,
    response: menuRecord,
  }),
  move: endpoint({
    method: 'PUT',
    path: '/menus/:id/move',
    type: 'menu',
    summary: 'Move a menu under another parent, at a position',
    access: P.menu.edit,
    params: idParams,
    body: moveMenuBody,
    response: z.array(menuRecord),
  }),
  reorder: endpoint({
    method: 'PUT',
    path: '/menus/reorder',
    type: 'menu',
    summary: 'Order the children of a parent (all of them, in order)',
    access: P.menu.edit,
    body: reorderMenusBody,
    response: z.array(menuRecord),
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/menus/:id',
    type: 'menu',
    summary: 'Delete a menu without children; force=true also revokes its permissions from the roles holding them',
    access: P.menu.delete,
    params: idParams,
    query: z.object({ force: z.stringbool().default(false) }),
    response: z.null(),
  }),

  functions: endpoint({
    method: 'GET',
    path: '/permissions/menu/:id',
    type: 'menu',
    summary: "A menu's permissions with the APIs they open",
    access: P.menu.view,
    params: idParams,
    response: z.array(menuPermission),
  }),
  createFunction: endpoint({
    method: 'POST',
    path: '/permissions',
    type: 'menu',
    summary: 'Create a permission of a menu',
    access: P.menu.function,
    body: createPermissionBody,
    response: menuPermission,
  }),
  removeFunction: endpoint({
    method: 'DELETE',
    path: '/permissions/:id',
    type: 'menu',
    summary:
      'With apiId: unbind that API (needs api:edit too). Without: delete the permission (force=true revokes it from roles first)',
    access: P.menu.function,
    params: idParams,
    query: z.object({ apiId: id.optional(), force: z.stringbool().default(false) }),
    response: z.boolean(),
  }),
};
