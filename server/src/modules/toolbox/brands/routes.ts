import { BRAND_LINE_MAX, BRAND_LINES_MAX, brands, IMPORT_MAX_BYTES } from '@fwd/contract';
import type { FastifyInstance } from 'fastify';
import { sheetMessages } from '../../../excel/messages.ts';
import { fileRoute, route } from '../../../http/route.ts';
import { acceptUploads, readUpload } from '../../../http/upload.ts';
import { checkLines, exportCheck, sheetLines } from './check.ts';
import {
  brandPage,
  brandTemplate,
  createBrand,
  deleteBrand,
  exportBrands,
  importBrands,
  updateBrand,
} from './service.ts';
import {
  brandWordPage,
  brandWordTemplate,
  createBrandWord,
  deleteBrandWord,
  exportBrandWords,
  importBrandWords,
  updateBrandWord,
} from './words.ts';

/** A full check: every line as long as it may be, each character as long as UTF-8 writes one in the BMP, and the JSON around them. */
const CHECK_BODY_BYTES = BRAND_LINES_MAX * (BRAND_LINE_MAX * 3 + 8) + 64;

/** 品牌查询: the brands, the words that are not brands, and the check over the app's matcher (`app.brandMatcher`). */
export default async function brandRoutes(app: FastifyInstance) {
  await acceptUploads(app, IMPORT_MAX_BYTES);
  const matcher = () => app.brandMatcher.current();
  route(app, brands.brandPage, ({ ctx, query }) => brandPage(ctx.db, query));
  route(app, brands.brandCreate, ({ ctx, body }) => createBrand(ctx, body));
  route(app, brands.brandUpdate, ({ ctx, params, body }) => updateBrand(ctx, params.id, body));
  route(app, brands.brandRemove, ({ ctx, params }) => deleteBrand(ctx, params.id));
  fileRoute(app, brands.brandExport, ({ ctx, query }) => exportBrands(ctx, query));
  fileRoute(app, brands.brandTemplate, ({ ctx }) => brandTemplate(ctx));
  route(app, brands.brandImport, async ({ ctx, req }) =>
    importBrands(ctx, await readUpload(req, IMPORT_MAX_BYTES, sheetMessages.tooLarge)),
  );
  route(app, brands.brandWordPage, ({ ctx, query }) => brandWordPage(ctx.db, query));
  route(app, brands.brandWordCreate, ({ ctx, body }) => createBrandWord(ctx, body));
  route(app, brands.brandWordUpdate, ({ ctx, params, body }) => updateBrandWord(ctx, params.id, body));
  route(app, brands.brandWordRemove, ({ ctx, params }) => deleteBrandWord(ctx, params.id));
  fileRoute(app, brands.brandWordExport, ({ ctx, query }) => exportBrandWords(ctx, query.keyword));
  fileRoute(app, brands.brandWordTemplate, ({ ctx }) => brandWordTemplate(ctx));
  route(app, brands.brandWordImport, async ({ ctx, req }) =>
    importBrandWords(ctx, await readUpload(req, IMPORT_MAX_BYTES, sheetMessages.tooLarge)),
  );
  route(app, brands.brandCheck, async ({ body }) => checkLines(await matcher(), body.lines), {
    bodyLimit: CHECK_BODY_BYTES,
  });
  route(app, brands.brandCheckSheet, async ({ ctx, req }) =>
    checkLines(await matcher(), await sheetLines(ctx, await readUpload(req, IMPORT_MAX_BYTES, sheetMessages.tooLarge))),
  );
  fileRoute(app, brands.brandCheckExport, async ({ ctx, body }) => exportCheck(ctx, await matcher(), body.lines));
}
