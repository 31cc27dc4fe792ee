import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { idParams, nothing, ref, text, version } from './common.ts';
import { P } from './permissions.ts';

export const CHAT_PLATFORMS = ['qq', 'wechat'] as const;
export type ChatPlatform = (typeof CHAT_PLATFORMS)[number];

/** A company chat account. `name` is its employee's name; null means idle (闲置). */
export const chatAccountRow = z.object({
  id: z.number().int(),
  account: z.string(),
  name: z.string().nullable(),
  userId: z.number().int().nullable(),
  version: z.number().int(),
});
export type ChatAccountRow = z.infer<typeof chatAccountRow>;

/** `userId` null (or left out) makes the account idle. */
export const chatAccountCreateBody = z.strictObject({ account: text(64), userId: ref.nullish().transform((v) => v ?? null) });
export const chatAccountUpdateBody = chatAccountCreateBody.extend({ id: ref, version });

/** The same five endpoints for each platform, under `/qq` and `/wechat`. */
const chatEndpoints = (platform: ChatPlatform) => ({
  list: endpoint({
    method: 'GET', path: `/${platform}`, type: platform, summary: `${platform} accounts`,
    access: P.chat.view, response: z.array(chatAccountRow),
  }),
  get: endpoint({
    method: 'GET', path: `/${platform}/:id`, type: platform, summary: `One ${platform} account`,
    access: P.chat.view, params: idParams, response: chatAccountRow,
  }),
  create: endpoint({
    method: 'POST', path: `/${platform}/create`, type: platform, summary: `Add a ${platform} account (unique)`,
    access: P.chat.edit, body: chatAccountCreateBody, response: chatAccountRow,
  }),
  update: endpoint({
    method: 'PUT', path: `/${platform}/update`, type: platform, summary: `Edit a ${platform} account, assign or idle it`,
    access: P.chat.edit, body: chatAccountUpdateBody, response: chatAccountRow,
  }),
  remove: endpoint({
    method: 'DELETE', path: `/${platform}/delete/:id`, type: platform, summary: `Delete a ${platform} account`,
    access: P.chat.edit, params: idParams, response: nothing,
  }),
});
export type ChatEndpoints = ReturnType<typeof chatEndpoints>;

export const chat: Record<ChatPlatform, ChatEndpoints> = { qq: chatEndpoints('qq'), wechat: chatEndpoints('wechat') };
