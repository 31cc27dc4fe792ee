import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { idParams, int, keyword, nothing, optionalText, page, paged, text, version } from './common.ts';
import { P } from './permission-codes.ts';

export const CHANNEL_PAGE_SIZE = 20;
export const CHANNEL_MODES = ['express', 'air', 'sea'] as const;
export const INCOTERMS = ['DDP', 'DDU'] as const;
/** Letters, digits, dot, dash, underscore; starts with a letter or digit. */
export const CHANNEL_CODE_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]{0,29}$/;

/**
 * Channels (渠道, the specification's "method"): the shipping product an order
 * travels by and a quote prices. The quote area keeps its zones, rates,
 * surcharges and settings in its own tables keyed by the channel's id.
 */
export const channelRow = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  mode: z.enum(CHANNEL_MODES),
  incoterm: z.enum(INCOTERMS),
  carrier: z.string().nullable(),
  enabled: z.boolean(),
  /** Lower first. */
  sort: z.number().int(),
  version: z.number().int(),
});
export type ChannelRow = z.infer<typeof channelRow>;

/**
 * Why an enabled channel prices nothing today, which the list flags: its quote
 * settings' window is shut (`notQuoting`), or no rate sheet is in force (none
 * from a day that has come); null: it prices, or it is disabled anyway.
 */
export const PRICE_GAPS = ['notQuoting', 'noSheet'] as const;
export const channelListRow = channelRow.extend({ priceGap: z.enum(PRICE_GAPS).nullable() });
export type ChannelListRow = z.infer<typeof channelListRow>;

/** `code` is unique, whatever the case. */
export const channelFields = z.strictObject({
  code: z.string().trim().regex(CHANNEL_CODE_PATTERN),
  name: text(50),
  mode: z.enum(CHANNEL_MODES),
  incoterm: z.enum(INCOTERMS),
  carrier: optionalText(50),
  enabled: z.boolean().default(true),
  sort: int(0, 9999).default(0),
});
export const channelUpdateBody = channelFields.extend({ version });

export const methodOption = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  mode: z.enum(CHANNEL_MODES),
  incoterm: z.enum(INCOTERMS),
});
export type MethodOption = z.infer<typeof methodOption>;

export const channelPageQuery = page(CHANNEL_PAGE_SIZE).extend({
  keyword,
  mode: z.enum(CHANNEL_MODES).optional(),
  incoterm: z.enum(INCOTERMS).optional(),
  /** Only the enabled channels that price nothing today. */
  unpriced: z
    .enum(['true', 'false'])
    .transform((v) => v === 'true')
    .optional(),
});

export const channels = {
  page: endpoint({
    method: 'GET',
    path: '/channel/page',
    type: 'channel',
    summary: 'Channels, paged; keyword matches code, name or carrier',
    access: P.channel.view,
    query: channelPageQuery,
    response: paged(channelListRow),
  }),
  methods: endpoint({
    method: 'GET',
    path: '/method',
    type: 'channel',
    summary: 'Enabled channels, for pickers',
    access: [P.agent.view, P.surcharge.view, P.order.view, P.profit.view],
    response: z.array(methodOption),
  }),
  create: endpoint({
    method: 'POST',
    path: '/channel',
    type: 'channel',
    summary: 'Create a channel',
    access: P.channel.add,
    body: channelFields,
    response: channelRow,
  }),
  update: endpoint({
    method: 'PUT',
    path: '/channel/:id',
    type: 'channel',
    summary: 'Edit a channel (version checked)',
    access: P.channel.edit,
    params: idParams,
    body: channelUpdateBody,
    response: channelRow,
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/channel/:id',
    type: 'channel',
    summary: 'Delete a channel nothing refers to (no agent serves it)',
    access: P.channel.delete,
    params: idParams,
    response: nothing,
  }),
};
