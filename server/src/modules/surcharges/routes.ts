import { IMPORT_MAX_BYTES, remoteListFields, surcharges } from '@fwd/contract';
import type { FastifyInstance } from 'fastify';
import { sheetMessages } from '../../excel/messages.ts';
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
import { createSurcharge, deleteSurcharge, surchargePage, updateSurcharge } from './rules.ts';

/** 附加费规则: the rules, and the carriers' remote-area lists. */
export default async function surchargeRoutes(app: FastifyInstance) {
  // A remote-area list comes with its carrier, name and days beside the file.
  await acceptUploads(app, IMPORT_MAX_BYTES, Object.keys(remoteListFields.shape).length);
  route(app, surcharges.surchargePage, ({ ctx, query }) => surchargePage(ctx.db, query));
  route(app, surcharges.createSurcharge, ({ ctx, body }) => createSurcharge(ctx, body));
  route(app, surcharges.updateSurcharge, ({ ctx, params, body }) => updateSurcharge(ctx, params.id, body));
  route(app, surcharges.removeSurcharge, ({ ctx, params }) => deleteSurcharge(ctx, params.id));
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
