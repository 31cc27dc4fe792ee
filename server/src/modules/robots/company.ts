import type { Language } from '@fwd/contract';
import type { Config } from '../../config.ts';

/**
 * Who the company is to its groups: its name (COMPANY_NAME) and the language
 * its robots write in. Chinese, the console's first language, until the
 * company's own setting is kept (系统设置 → 基本设置).
 */
export const companyVoice = (config: Config): { name: string; language: Language } => ({
  name: config.companyName,
  language: 'zh',
});
