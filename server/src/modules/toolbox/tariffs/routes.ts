import { IMPORT_MAX_BYTES, toolbox } from '@fwd/contract';
import type { FastifyInstance } from 'fastify';
import { sheetMessages } from '../../../excel/messages.ts';
import { fileRoute, route } from '../../../http/route.ts';
import { exportNames, importNames, nameTemplate } from './names.ts';
import { acceptUploads, readUpload } from '../../../http/upload.ts';
import { createLine, deleteLine, exportLines, importLines, linePage, lineTemplate, updateLine } from './lines.ts';
import { searchTariffs, tariffNode } from './search.ts';
import { createSynonym, removeSynonym, synonymPage, updateSynonym } from './synonyms.ts';

/** 海关编码: the search over HS 2022 and the national lines, and the upkeep of the lines, the headings' names and the everyday names of goods. */
export default async function tariffRoutes(app: FastifyInstance) {
  await acceptUploads(app, IMPORT_MAX_BYTES);
  route(app, toolbox.tariffSearch, ({ query }) => searchTariffs(app.tariffIndex, query.q, query.limit));
  route(app, toolbox.tariffNode, ({ params }) => tariffNode(app.tariffIndex, params.code));
  route(app, toolbox.tariffLinePage, ({ ctx, query }) => linePage(ctx.db, query));
  route(app, toolbox.tariffLineCreate, ({ ctx, body }) => createLine(ctx, body));
  route(app, toolbox.tariffLineUpdate, ({ ctx, params, body }) => updateLine(ctx, params.id, body));
  route(app, toolbox.tariffLineRemove, ({ ctx, params }) => deleteLine(ctx, params.id));
  fileRoute(app, toolbox.tariffLineExport, ({ ctx, query }) => exportLines(ctx, app.config.timeZone, query.keyword));
  fileRoute(app, toolbox.tariffLineTemplate, ({ ctx }) => lineTemplate(ctx, app.config.timeZone));
  route(app, toolbox.tariffLineImport, async ({ ctx, req }) =>
    importLines(ctx, app.config.timeZone, await readUpload(req, IMPORT_MAX_BYTES, sheetMessages.tooLarge)),
  );
  route(app, toolbox.tariffSynonymPage, ({ ctx, query }) => synonymPage(ctx.db, query));
  route(app, toolbox.tariffSynonymCreate, ({ ctx, body }) => createSynonym(ctx, body));
  route(app, toolbox.tariffSynonymUpdate, ({ ctx, params, body }) => updateSynonym(ctx, params.id, body));
  route(app, toolbox.tariffSynonymRemove, ({ ctx, params }) => removeSynonym(ctx, params.id));
  fileRoute(app, toolbox.tariffNamesExport, ({ ctx, query }) => exportNames(ctx, query.chapter));
  fileRoute(app, toolbox.tariffNamesTemplate, ({ ctx }) => nameTemplate(ctx));
  route(app, toolbox.tariffNamesImport, async ({ ctx, req }) =>
    importNames(ctx, await readUpload(req, IMPORT_MAX_BYTES, sheetMessages.tooLarge)),
  );
}
