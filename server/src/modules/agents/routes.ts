import { agents, IMPORT_MAX_BYTES } from '@fwd/contract';
import type { FastifyInstance } from 'fastify';
import { sheetMessages } from '../../excel/messages.ts';
import { fileRoute, route } from '../../http/route.ts';
import { acceptUploads, readUpload } from '../../http/upload.ts';
import {
  createAgent,
  deleteAgent,
  exportAgents,
  importAgents,
  listAgents,
  pickAgents,
  setAgentOptions,
  updateAgent,
} from './service.ts';

export default async function agentRoutes(app: FastifyInstance) {
  await acceptUploads(app, IMPORT_MAX_BYTES);
  route(app, agents.page, ({ ctx, query: { agentName, ...paging } }) => listAgents(ctx, agentName, paging));
  route(app, agents.options, ({ ctx, query }) => pickAgents(ctx, query.keyword));
  route(app, agents.create, ({ ctx, body }) => createAgent(ctx, body));
  route(app, agents.update, ({ ctx, params, body }) => updateAgent(ctx, params.id, body));
  route(app, agents.remove, ({ ctx, params }) => deleteAgent(ctx, params.id));
  route(app, agents.setOptions, ({ ctx, params, body }) => setAgentOptions(ctx, params.id, body));
  fileRoute(app, agents.exportSheet, ({ ctx, query }) => exportAgents(ctx, query.agentName));
  route(app, agents.importSheet, async ({ ctx, req }) =>
    importAgents(ctx, await readUpload(req, IMPORT_MAX_BYTES, sheetMessages.tooLarge)),
  );
}
