import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { idParams, int, keyword, nothing, optionalText, page, paged, ref, text, version } from './common.ts';
import { P } from './permission-codes.ts';
import { importResult, xlsxExport, xlsxUpload } from './sheets.ts';

export const AGENT_PAGE_SIZE = 10;
/** Letters, digits, dot, dash, underscore; starts with a letter or digit. */
export const AGENT_CODE_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]{0,29}$/;

/**
 * Agents (代理): who carries the last mile. A role with show-agent off gets
 * `agentName` and `agentCode` as AGENT_MASK in every answer, cannot filter by
 * them (40300 on a non-blank filter) and cannot create, edit or import agents
 * (those carry the names it may not see).
 */
export const agentRow = z.object({
  id: z.number().int(),
  agentName: z.string(),
  agentCode: z.string(),
  contact: z.string().nullable(),
  phone: z.string().nullable(),
  remark: z.string().nullable(),
  enabled: z.boolean(),
  /** The tracking provider's carrier key for its last-mile numbers; null lets the provider detect it. */
  trackingCarrier: z.number().int().nullable(),
  /** Whether its numbers are tracked at all. */
  tracked: z.boolean(),
  /** Channels it serves, countries it covers. */
  channelIds: z.array(z.number().int()),
  countryIds: z.array(z.number().int()),
  version: z.number().int(),
});
export type AgentRow = z.infer<typeof agentRow>;

/** `agentCode` is unique, whatever the case. */
export const agentFields = z.strictObject({
  agentName: text(50),
  agentCode: z.string().trim().regex(AGENT_CODE_PATTERN),
  contact: optionalText(30),
  phone: optionalText(30),
  remark: optionalText(500),
  enabled: z.boolean().default(true),
});
export const agentUpdateBody = agentFields.extend({ version });

export const agentOptionFields = z.strictObject({
  trackingCarrier: int(1, 999_999).nullable(),
  tracked: z.boolean(),
  channelIds: z.array(ref).max(500),
  countryIds: z.array(ref).max(500),
});
export const agentOptionsBody = agentOptionFields.extend({ version });

export const agentOption = z.object({ id: z.number().int(), agentName: z.string(), agentCode: z.string() });
export type AgentOption = z.infer<typeof agentOption>;

/** Matches the agent's name or code. */
const agentFilter = z.object({ agentName: keyword });

export const agents = {
  page: endpoint({
    method: 'GET',
    path: '/agent/page',
    type: 'agent',
    summary: 'Agents with their options, paged; agentName matches name or code',
    access: P.agent.view,
    query: page(AGENT_PAGE_SIZE).extend(agentFilter.shape),
    response: paged(agentRow),
  }),
  options: endpoint({
    method: 'GET',
    path: '/agent/all-agent',
    type: 'agent',
    summary: 'Enabled agents, for pickers; keyword matches name or code',
    access: [P.order.view, P.profit.view],
    query: z.object({ keyword }),
    response: z.array(agentOption),
  }),
  create: endpoint({
    method: 'POST',
    path: '/agent',
    type: 'agent',
    summary: 'Create an agent',
    access: P.agent.add,
    body: agentFields,
    response: agentRow,
  }),
  update: endpoint({
    method: 'PUT',
    path: '/agent/:id',
    type: 'agent',
    summary: 'Edit an agent (version checked)',
    access: P.agent.edit,
    params: idParams,
    body: agentUpdateBody,
    response: agentRow,
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/agent/:id',
    type: 'agent',
    summary: 'Delete an agent nothing refers to',
    access: P.agent.delete,
    params: idParams,
    response: nothing,
  }),
  setOptions: endpoint({
    method: 'PUT',
    path: '/agent/:id/options',
    type: 'agent',
    summary: "Set an agent's tracking carrier, channels, countries, tracking (version checked)",
    access: P.agent.options,
    params: idParams,
    body: agentOptionsBody,
    response: agentRow,
  }),
  exportSheet: endpoint({
    method: 'GET',
    path: '/agent/export',
    type: 'agent',
    summary: 'Agents with their options (filtered like the page), as .xlsx',
    access: P.agent.export,
    query: agentFilter,
    ...xlsxExport,
    readBy: 'importSheet',
  }),
  importSheet: endpoint({
    method: 'POST',
    path: '/agent/import',
    type: 'agent',
    summary: 'Create or update agents by code from an .xlsx (all rows or none; channels and countries by code)',
    access: P.agent.import,
    ...xlsxUpload,
    response: importResult,
  }),
};
