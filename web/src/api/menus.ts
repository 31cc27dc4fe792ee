import { menus, apis, permissions, type BodyOf } from '@fwd/contract';
import { queryOptions } from '@tanstack/react-query';
import { areaKey } from './areas.ts';
import { request } from './client.ts';

/**
 * Menu settings (菜单设置): the menu records and their function permissions.
 * Deletes are quiet: the page asks about `force` when roles still hold the permissions.
 */
export const menuApi = {
  all: () => request(permissions.all),
  create: (body: BodyOf<typeof menus.create>) => request(menus.create, { body }),
  update: (id: number, body: BodyOf<typeof menus.update>) => request(menus.update, { params: { id }, body }),
  move: (id: number, body: BodyOf<typeof menus.move>) => request(menus.move, { params: { id }, body }),
  reorder: (parentId: number | null, ids: number[]) => request(menus.reorder, { body: { parentId, ids } }),
  remove: (id: number, force: boolean) =>
    request(menus.remove, { params: { id }, query: { force: String(force) }, quiet: true }),

  functions: (menuId: number) => request(menus.functions, { params: { id: menuId } }),
  createFunction: (body: BodyOf<typeof menus.createFunction>) => request(menus.createFunction, { body }),
  removeFunction: (id: number, force: boolean) =>
    request(menus.removeFunction, { params: { id }, query: { force: String(force) }, quiet: true }),
  bindApi: (permissionId: number, apiId: number) => request(apis.bind, { params: { permissionId, apiId } }),
  unbindApi: (permissionId: number, apiId: number) =>
    request(menus.removeFunction, { params: { id: permissionId }, query: { apiId } }),
};

export const menusQueries = {
  /** Every menu record (the editors' view). */
  all: () => queryOptions({ queryKey: areaKey('menus', 'all'), queryFn: menuApi.all }),
  /** A menu's permissions with the APIs they open. */
  functions: (id: number) =>
    queryOptions({ queryKey: areaKey('menus', 'functions', { id }), queryFn: () => menuApi.functions(id) }),
};
