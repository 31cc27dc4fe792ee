/**
 * Permission codes: `<area>:<action>`. A page's `view` code makes its menu
 * visible; the others are its functions (buttons). The server guard checks the
 * same codes through the API registry, the web app hides buttons with them.
 * Each area adds its codes here; the seed (server/src/db/seed/menus.ts) places
 * them under their menus.
 */
export const P = {
  dashboard: { view: 'dashboard:view' },
  menu: { view: 'menu:view' },
  employee: {
    view: 'employee:view',
    add: 'employee:add',
    edit: 'employee:edit',
    delete: 'employee:delete',
    resetPassword: 'employee:resetPassword',
    moveSite: 'employee:moveSite',
  },
  company: { add: 'company:add', edit: 'company:edit', delete: 'company:delete' },
  /** QQ and WeChat accounts alike. */
  chat: { view: 'chat:view', edit: 'chat:edit' },
  recycle: { view: 'recycle:view', restore: 'recycle:restore' },
} as const;

type Leaves<T> = T extends string ? T : { [K in keyof T]: Leaves<T[K]> }[keyof T];
export type PermissionCode = Leaves<typeof P>;

export const allPermissionCodes = (): PermissionCode[] => {
  const out: PermissionCode[] = [];
  const walk = (o: object) =>
    Object.values(o).forEach((v) => (typeof v === 'string' ? out.push(v as PermissionCode) : walk(v as object)));
  walk(P);
  return out;
};
