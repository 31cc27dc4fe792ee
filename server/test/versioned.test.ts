import { Code, type CompanyRow } from '@fwd/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { inTransaction, type Db, type SessionUser } from '../src/http/context.ts';
import { updateVersioned } from '../src/modules/audit/versioned.ts';
import { companyMessages } from '../src/modules/companies/messages.ts';
import { employeeMessages } from '../src/modules/employees/messages.ts';
import { freshDatabase, givenUser } from './harness.ts';
import { auditOf, givenCompany } from './org-fixtures.ts';

let db: Db;
let admin: SessionUser;
beforeAll(async () => {
  ({ db } = await freshDatabase());
  const { id } = await db.selectFrom('users').select('id').where('username', '=', 'admin').executeTakeFirstOrThrow();
  // The audit row needs only who asked.
  admin = { id } as SessionUser;
});

const companyById = (d: Db, id: number): Promise<CompanyRow | undefined> =>
  d
    .selectFrom('companies')
    .select(['id', 'company_name as companyName', 'version'])
    .where('id', '=', id)
    .executeTakeFirst();

/** As a service renames a company: in its transaction, with the record it read first. */
const rename = (id: number, version: number, companyName: string, alsoWrite?: (d: Db) => Promise<void>) =>
  inTransaction({ db, user: admin, requestId: 'versioned-test' }, async (t) =>
    updateVersioned(t, {
      table: 'companies',
      id,
      version,
      set: { company_name: companyName },
      read: (d) => companyById(d, id),
      notFound: companyMessages.notFound,
      alsoWrite,
      audit: { entity: 'company', before: await companyById(t.db, id) },
    }),
  );

describe('updateVersioned', () => {
  it('changes the record at its version, gives it the next, writes the other rows with it and one audit row', async () => {
    const id = await givenCompany(db, '版本旧名');
    const seen: (number | undefined)[] = [];
    const after = await rename(id, 1, '版本新名', async (d) => void seen.push((await companyById(d, id))?.version));
    expect(after).toEqual({ id, companyName: '版本新名', version: 2 });
    expect(await companyById(db, id)).toEqual(after);
    expect(seen).toEqual([2]);
    const rows = await auditOf(db, 'company', id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      action: 'update',
      user_id: admin.id,
      request_id: 'versioned-test',
      before: { id, companyName: '版本旧名', version: 1 },
      after: { id, companyName: '版本新名', version: 2 },
    });
  });

  it('refuses a stale version with 40900 and the record as it is now, writing nothing', async () => {
    const id = await givenCompany(db, '版本甲');
    await rename(id, 1, '版本乙');
    const written: string[] = [];
    const stale = rename(id, 1, '版本丙', async () => void written.push('links'));
    await expect(stale).rejects.toMatchObject({ code: Code.CONFLICT, data: { id, companyName: '版本乙', version: 2 } });
    expect(await companyById(db, id)).toEqual({ id, companyName: '版本乙', version: 2 });
    expect(written).toEqual([]);
    expect(await auditOf(db, 'company', id)).toHaveLength(1);
  });

  it("answers 40400 with the caller's message for a record that does not exist, auditing nothing", async () => {
    await expect(rename(987654, 1, '无此公司')).rejects.toMatchObject({
      code: Code.NOT_FOUND,
      msg: companyMessages.notFound,
      data: null,
    });
    expect(await auditOf(db, 'company', 987654)).toEqual([]);
  });

  it('leaves a row the further condition excludes, as gone when the read no longer finds it', async () => {
    const id = await givenUser(db, 'versioned_gone', null);
    await db.updateTable('users').set({ deleted_at: new Date() }).where('id', '=', id).execute();
    const active = (d: Db) =>
      d
        .selectFrom('users')
        .select(['id', 'name', 'version'])
        .where('id', '=', id)
        .where('deleted_at', 'is', null)
        .executeTakeFirst();
    const edit = inTransaction({ db, user: admin, requestId: 'versioned-test' }, (t) =>
      updateVersioned(t, {
        table: 'users',
        id,
        version: 1,
        set: { name: '改名' },
        where: (eb) => eb('deleted_at', 'is', null),
        read: active,
        notFound: employeeMessages.notFound,
        audit: { entity: 'user', before: null },
      }),
    );
    await expect(edit).rejects.toMatchObject({ code: Code.NOT_FOUND, msg: employeeMessages.notFound });
    expect(
      await db.selectFrom('users').select(['name', 'version']).where('id', '=', id).executeTakeFirstOrThrow(),
    ).toEqual({ name: 'versioned_gone', version: 1 });
    expect(await auditOf(db, 'user', id)).toEqual([]);
  });
});
