import { toolbox } from '@fwd/contract';
import type { FastifyInstance } from 'fastify';
import { defineArea } from '../../http/area.ts';
import { addressTypePage, brandCheckPage, moveRemoteCodes, remoteAreaPage, tariffCodePage } from './menu.ts';
import tariffRoutes from './tariffs/routes.ts';
import { tariffIndex } from './tariffs/index-cache.ts';
import { syncSynonyms } from './tariffs/synonyms.ts';
import brandRoutes from './brands/routes.ts';
import addressRoutes from './addresses/routes.ts';
import { addressReference } from './addresses/defaults.ts';
import { brandMatcher } from './brands/book.ts';
import { brandReferrers } from './brands/messages.ts';
import { tariffReferrers } from './tariffs/messages.ts';

/** 工具箱: one folder per tool, each its own route plugin (its uploads, its parsers). */
export default defineArea({
  name: 'toolbox',
  // menus: its reference moves the remote-area codes between menu records, which the menus area syncs first.
  dependsOn: ['apis', 'audit', 'menus'],
  endpoints: toolbox,
  routes: async (app: FastifyInstance) => {
    for (const tool of [tariffRoutes, brandRoutes, addressRoutes]) await app.register(tool);
  },
  pages: [addressTypePage, brandCheckPage, tariffCodePage, remoteAreaPage],
  reference: async (db) => {
    await moveRemoteCodes(db);
    await addressReference(db);
    await syncSynonyms(db);
  },
  plugins: [tariffIndex, brandMatcher],
  referrers: { ...brandReferrers, ...tariffReferrers },
});
