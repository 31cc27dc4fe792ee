import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { text, version } from './common.ts';
import { LANGUAGES } from './constants.ts';
import { P } from './permission-codes.ts';

/**
 * 系统设置 → 基本设置: who the company is to its customers. Its name heads what they are sent (a statement's
 * Excel, the public tracking page); its language is the one the company writes in when it speaks to a group
 * rather than to a reader (group robots, digests).
 */
export const companySettings = z.object({
  companyName: z.string(),
  language: z.enum(LANGUAGES),
  version: z.number().int(),
});
export type CompanySettings = z.infer<typeof companySettings>;

export const companySettingsBody = z.strictObject({
  companyName: text(100),
  language: z.enum(LANGUAGES),
  version,
});

export const system = {
  health: endpoint({
    method: 'GET',
    path: '/health',
    type: 'system',
    summary: 'Liveness and database check',
    access: 'public',
    response: z.object({ status: z.literal('ok'), database: z.enum(['pglite', 'postgres']), latencyMs: z.number() }),
  }),
  settings: endpoint({
    method: 'GET',
    path: '/system/settings',
    type: 'system',
    summary: 'The company’s name and language',
    access: P.setting.view,
    response: companySettings,
  }),
  saveSettings: endpoint({
    method: 'PUT',
    path: '/system/settings',
    type: 'system',
    summary: 'Change the company’s name and language (version checked)',
    access: P.setting.edit,
    body: companySettingsBody,
    response: companySettings,
  }),
};
