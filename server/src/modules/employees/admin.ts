import { randomBytes } from 'node:crypto';
import type { Db } from '../../http/context.ts';
import { hashPassword } from '../../crypto/passwords.ts';
import { SUPER_ROLE } from '../roles/super.ts';

/**
 * Creates the user `admin` on first boot. Answers the password when it was
 * generated (to print once), undefined when it came from the configuration or
 * the user already exists.
 */
export async function ensureAdmin(db: Db, configured: string | undefined): Promise<string | undefined> {
  const exists = await db.selectFrom('users').select('id').where('username', '=', 'admin').executeTakeFirst();
  if (exists) return undefined;
  const password = configured ?? randomBytes(12).toString('base64url');
  const role = await db.selectFrom('roles').select('id').where('name', '=', SUPER_ROLE.name).executeTakeFirstOrThrow();
  await db
    .insertInto('users')
    .values({ username: 'admin', name: '系统管理员', password_hash: await hashPassword(password), role_id: role.id })
    .execute();
  return configured ? undefined : password;
}
