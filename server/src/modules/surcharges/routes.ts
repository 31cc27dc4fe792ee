import { Code, IMPORT_MAX_BYTES, P, remoteListFields, surcharges } from '@fwd/contract';
import type { FastifyInstance } from 'fastify';
import { sheetMessages } from '../../excel/messages.ts';
import type { Ctx } from '../../http/context.ts';
import { AppError } from '../../http/errors.ts';
import { fileRoute, route } from '../../http/route.ts';
import { acceptUploads, formFields, readForm } from '../../http/upload.ts';
import {
  deleteRemote,
  exportRemote,
  importRemote,
  previewRemote,
  remoteEntries,
  remoteLists,
  remoteTemplate,
} from './remote.ts';
import { surchargeMessages as m } from './messages.ts';
import { createSurcharge, deleteSurcharge, surchargePage, updateSurcharge } from './rules.ts';
import type { SurchargeSide } from './schema.ts';

/** 附加费规则: the rules, and the carriers' remote-area lists. */
export default async function surchargeRoutes(app: FastifyInstance) {
  // A remote-area list comes with its carrier, name and days beside the file.
  await acceptUploads(app, IMPORT_MAX_BYTES, Object.keys(remoteListFields.shape).length);
  // The cost side is settlement's expected cost: reading or keeping it wants charge:cost besides the route's code.
  const side = async (ctx: Ctx, asked: SurchargeSide) => {
    if (asked === 'cost' && !(await app.permissionCodes(ctx.db, ctx.user)).includes(P.charge.cost))
      throw new AppError(Code.FORBIDDEN, m.costSide);
    return asked;
  };
  route(app, surcharges.surchargePage, async ({ ctx, query }) =>
    surchargePage(ctx.db, { ...query, side: await side(ctx, query.side) }),
  );
  route(app, surcharges.createSurcharge, async ({ ctx, query, body }) =>
    createSurcharge(ctx, body, await side(ctx, query.side)),
  );
  route(app, surcharges.updateSurcharge, async ({ ctx, params, query, body }) =>
    updateSurcharge(ctx, params.id, body, await side(ctx, query.side)),
  );
  route(app, surcharges.removeSurcharge, async ({ ctx, params, query }) =>
    deleteSurcharge(ctx, params.id, await side(ctx, query.side)),
  );
  route(app, surcharges.remoteLists, ({ ctx, query }) => remoteLists(ctx, query.carrier));
  route(app, surcharges.remoteEntries, ({ ctx, params, query }) => remoteEntries(ctx, params.id, query));
  route(app, surcharges.importRemote, async ({ ctx, req }) => {
    const { file, fields } = await readForm(req, IMPORT_MAX_BYTES, sheetMessages.tooLarge);
    return importRemote(ctx, formFields(req, remoteListFields, fields), file);
  });
  route(app, surcharges.previewRemote, async ({ ctx, req }) => {
    const { file, fields } = await readForm(req, IMPORT_MAX_BYTES, sheetMessages.tooLarge);
    return previewRemote(ctx, formFields(req, remoteListFields, fields), file);
  });
  fileRoute(app, surcharges.exportRemote, ({ ctx, params }) => exportRemote(ctx, params.id));
  fileRoute(app, surcharges.remoteTemplate, ({ ctx }) => remoteTemplate(ctx));
  route(app, surcharges.removeRemote, ({ ctx, params }) => deleteRemote(ctx, params.id));
}
