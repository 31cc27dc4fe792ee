import type { CompanySettings, companySettingsBody } from '@fwd/contract';
import type { z } from 'zod';
import { inTransaction, type Ctx, type Db } from '../../http/context.ts';
import { assertVersion } from '../../http/rules.ts';
import { audit } from '../audit/service.ts';

const read = (db: Db, lock = false) => {
  const q = db
    .selectFrom('system_settings')
    .select(['company_name as companyName', 'language', 'version'])
    .where('id', '=', 1);
  return (lock ? q.forUpdate() : q).executeTakeFirstOrThrow();
};

/**
 * The company's name and language, for whatever speaks for the company: a statement's Excel, the public
 * tracking page, group robots and digests. Read when used, so a change reaches every process at once.
 */
export const companySettings = (db: Db): Promise<CompanySettings> => read(db);

/** Saved at the version it was read at (40900 with the current settings otherwise), audited. */
export function saveCompanySettings(ctx: Ctx, body: z.output<typeof companySettingsBody>): Promise<CompanySettings> {
  return inTransaction(ctx, async (t) => {
    const before = await read(t.db, true);
    await assertVersion(body.version, before, () => read(t.db));
    await t.db
      .updateTable('system_settings')
      .set((eb) => ({
        company_name: body.companyName,
        language: body.language,
        version: eb('version', '+', 1),
        updated_at: new Date(),
      }))
      .where('id', '=', 1)
      .execute();
    const after = await read(t.db);
    await audit(t, 'update', 'system_settings', 1, before, after);
    return after;
  });
}
