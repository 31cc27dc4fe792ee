import fp from 'fastify-plugin';
import type { Db, SessionUser } from '../../http/context.ts';

type Holder = Pick<SessionUser, 'roleId' | 'isSuper'> & Partial<Pick<SessionUser, 'permVersion'>>;

async function loadCodes(db: Db, who: Holder): Promise<string[]> {
  const q = db.selectFrom('permissions as p').select('p.permission_code').orderBy('p.permission_code');
  const rows = who.isSuper
    ? await q.execute()
    : await q
        .innerJoin('role_permissions as rp', 'rp.permission_id', 'p.id')
        .where('rp.role_id', '=', who.roleId)
        .execute();
  return rows.map((r) => r.permission_code);
}

/** The codes a user's role holds; the super-administrator holds every code there is. */
export type PermissionCodes = (db: Db, who: Holder) => Promise<string[]>;

/**
 * One app's permission codes, cached by x-perm-version (`roleId.roleVersion.menusVersion`):
 * a grant change bumps the role's version and any change to permissions bumps the menus
 * version, so an entry is never stale for its key and grants reach users at once.
 * each app has its own (`app.permissionCodes`): apps never share entries (tests rebuild the
 * database under the same ids).
 */
export function permissionCodesCache(): PermissionCodes {
  const byVersion = new Map<string, Promise<string[]>>();
  return (db, who) => {
    const key = who.permVersion;
    if (!key) return loadCodes(db, who);
    const hit = byVersion.get(key);
    if (hit) return hit;
    if (byVersion.size > 1000) byVersion.clear();
    const codes = loadCodes(db, who);
    byVersion.set(key, codes);
    codes.catch(() => byVersion.delete(key));
    return codes;
  };
}

/** The permission codes cache as the areas reach it: `app.permissionCodes(db, user)`. */
export default fp(
  async (app) => {
    app.decorate('permissionCodes', permissionCodesCache());
  },
  { name: 'permission-codes' },
);

declare module 'fastify' {
  interface FastifyInstance {
    permissionCodes: PermissionCodes;
  }
}
