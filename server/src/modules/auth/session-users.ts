import fp from 'fastify-plugin';
import type { Db } from '../../http/context.ts';
import type { SessionUserRecord, SessionUsers } from '../../plugins/sessions.ts';

const userWithRole = (db: Db) =>
  db
    .selectFrom('users as u')
    .innerJoin('roles as r', 'r.id', 'u.role_id')
    .select([
      'u.id',
      'u.username',
      'u.name',
      'u.avatar',
      'u.introduction',
      'u.company_id',
      'u.role_id',
      'r.name as role_key',
      'r.role_name',
      'r.is_super',
      'r.version as role_version',
      'r.scope',
      'r.own_data_only',
      'r.show_agent',
      (eb) => eb.selectFrom('menus_version').select('version').as('menus_version'),
    ])
    .where('u.deleted_at', 'is', null);

/** The signed-in user with their role, as every request sees them; none once deleted or without a role. */
export function sessionUsers(db: Db): SessionUsers {
  return async (userId) => {
    const row = await userWithRole(db).where('u.id', '=', userId).executeTakeFirst();
    if (!row) return undefined;
    const user: SessionUserRecord = {
      id: row.id,
      username: row.username,
      name: row.name,
      avatar: row.avatar,
      introduction: row.introduction,
      roleId: row.role_id!,
      roleKey: row.role_key,
      roleName: row.role_name,
      isSuper: row.is_super,
      companyId: row.company_id,
      scope: row.scope,
      ownDataOnly: row.own_data_only,
      showAgent: row.show_agent,
      permVersion: `${row.role_id}.${row.role_version}.${row.menus_version}`,
    };
    return user;
  };
}

/** `app.sessionUsers(userId)`, which the sessions plugin asks who a session's user is. */
export default fp(
  async (app) => {
    app.decorate('sessionUsers', sessionUsers(app.db));
  },
  { name: 'session-users', dependencies: ['database'] },
);
