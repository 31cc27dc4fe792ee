import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { idParams, nothing, ref, version } from './common.ts';
import { QQ_ACCOUNT_PATTERN, WECHAT_ACCOUNT_PATTERN } from './constants.ts';
import { P } from './permission-codes.ts';

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

const ACCOUNT_PATTERNS: Record<ChatPlatform, RegExp> = { qq: QQ_ACCOUNT_PATTERN, wechat: WECHAT_ACCOUNT_PATTERN };

/** `userId` null (or left out) makes the account idle. */
const chatAccountBodies = (platform: ChatPlatform) => {
  const create = z.strictObject({
    account: z.string().trim().regex(ACCOUNT_PATTERNS[platform]),
    userId: ref.nullish().transform((v) => v ?? null),
  });
  return { create, update: create.extend({ id: ref, version }) };
};
export type ChatAccountCreateBody = z.output<ReturnType<typeof chatAccountBodies>['create']>;
export type ChatAccountUpdateBody = z.output<ReturnType<typeof chatAccountBodies>['update']>;

/** The same five endpoints for each platform, under `/qq` and `/wechat`. */
const chatEndpoints = (platform: ChatPlatform) => ({
  list: endpoint({
    method: 'GET',
    path: `/${platform}`,
    type: platform,
    summary: `${platform} accounts`,
    access: P.chat.view,
    response: z.array(chatAccountRow),
  }),
  get: endpoint({
    method: 'GET',
    path: `/${platform}/:id`,
    type: platform,
    summary: `One ${platform} account`,
    access: P.chat.view,
    params: idParams,
    response: chatAccountRow,
  }),
  create: endpoint({
    method: 'POST',
    path: `/${platform}/create`,
    type: platform,
    summary: `Add a ${platform} account (unique)`,
    access: P.chat.edit,
    body: chatAccountBodies(platform).create,
    response: chatAccountRow,
  }),
  update: endpoint({
    method: 'PUT',
    path: `/${platform}/update`,
    type: platform,
    summary: `Edit a ${platform} account, assign or idle it`,
    access: P.chat.edit,
    body: chatAccountBodies(platform).update,
    response: chatAccountRow,
  }),
  remove: endpoint({
    method: 'DELETE',
    path: `/${platform}/delete/:id`,
    type: platform,
    summary: `Delete a ${platform} account`,
    access: P.chat.edit,
    params: idParams,
    response: nothing,
  }),
});
export type ChatEndpoints = ReturnType<typeof chatEndpoints>;

export const chat: Record<ChatPlatform, ChatEndpoints> = { qq: chatEndpoints('qq'), wechat: chatEndpoints('wechat') };
