import { addresses as e, IMPORT_MAX_BYTES } from '@fwd/contract';
import type { FastifyInstance } from 'fastify';
import { sheetMessages } from '../../../excel/messages.ts';
import { fileRoute, route } from '../../../http/route.ts';
import { acceptUploads, readUpload } from '../../../http/upload.ts';
import {
  createDistrict,
  districtPage,
  districtTemplate,
  exportDistricts,
  importDistricts,
  removeDistrict,
  updateDistrict,
} from './districts.ts';
import { createKnown, exportKnown, importKnown, knownPage, knownTemplate, removeKnown, updateKnown } from './known.ts';
import {
  addressesOfSheet,
  batchSheetOf,
  batchTemplate,
  addressService,
  classifyAddress,
  classifyBatch,
} from './service.ts';
import { createWord, exportWords, importWords, removeWord, updateWord, wordPage, wordTemplate } from './words.ts';

/** 地址类型: classify one or many, and the lists that decide. */
export default async function addressRoutes(app: FastifyInstance) {
  await acceptUploads(app, IMPORT_MAX_BYTES);
  const address = addressService(app.db, app.outside);
  const upload = (req: Parameters<typeof readUpload>[0]) => readUpload(req, IMPORT_MAX_BYTES, sheetMessages.tooLarge);

  route(app, e.addressClassify, ({ ctx, body }) => classifyAddress(ctx, address, body));
  route(app, e.addressBatch, ({ ctx, body }) => classifyBatch(ctx, address, body.addresses));
  route(app, e.addressBatchImport, async ({ ctx, req }) =>
    classifyBatch(ctx, address, await addressesOfSheet(ctx, await upload(req))),
  );
  fileRoute(app, e.addressBatchExport, async ({ ctx, body }) =>
    batchSheetOf(ctx, await classifyBatch(ctx, address, body.addresses)),
  );
  fileRoute(app, e.addressBatchTemplate, ({ ctx }) => batchTemplate(ctx));

  route(app, e.addressWords, ({ ctx, query: { currentPage, pageSize, ...f } }) =>
    wordPage(ctx.db, f, { currentPage, pageSize }),
  );
  route(app, e.addressWordCreate, ({ ctx, body }) => createWord(ctx, body));
  route(app, e.addressWordUpdate, ({ ctx, params, body }) => updateWord(ctx, params.id, body));
  route(app, e.addressWordRemove, ({ ctx, params }) => removeWord(ctx, params.id));
  fileRoute(app, e.addressWordsExport, ({ ctx, query }) => exportWords(ctx, query));
  fileRoute(app, e.addressWordsTemplate, ({ ctx }) => wordTemplate(ctx));
  route(app, e.addressWordsImport, async ({ ctx, req }) => importWords(ctx, await upload(req)));

  route(app, e.addressKnown, ({ ctx, query: { currentPage, pageSize, ...f } }) =>
    knownPage(ctx.db, f, { currentPage, pageSize }),
  );
  route(app, e.addressKnownCreate, ({ ctx, body }) => createKnown(ctx, body));
  route(app, e.addressKnownUpdate, ({ ctx, params, body }) => updateKnown(ctx, params.id, body));
  route(app, e.addressKnownRemove, ({ ctx, params }) => removeKnown(ctx, params.id));
  fileRoute(app, e.addressKnownExport, ({ ctx, query }) => exportKnown(ctx, query));
  fileRoute(app, e.addressKnownTemplate, ({ ctx }) => knownTemplate(ctx));
  route(app, e.addressKnownImport, async ({ ctx, req }) => importKnown(ctx, await upload(req)));
  fileRoute(app, e.addressDistrictExport, ({ ctx, query }) => exportDistricts(ctx, query));
  fileRoute(app, e.addressDistrictTemplate, ({ ctx }) => districtTemplate(ctx));
  route(app, e.addressDistrictImport, async ({ ctx, req }) => importDistricts(ctx, await upload(req)));

  route(app, e.addressDistricts, ({ ctx, query: { currentPage, pageSize, ...f } }) =>
    districtPage(ctx.db, f, { currentPage, pageSize }),
  );
  route(app, e.addressDistrictCreate, ({ ctx, body }) => createDistrict(ctx, body));
  route(app, e.addressDistrictUpdate, ({ ctx, params, body }) => updateDistrict(ctx, params.id, body));
  route(app, e.addressDistrictRemove, ({ ctx, params }) => removeDistrict(ctx, params.id));
}
