import { faultOf, NO_CONTROL, type Language } from '@fwd/contract';
import { z } from 'zod';
import { translate } from '../i18n/index.ts';
import { httpMessages, measureMessages } from './messages.ts';

const zodLocales = { zh: z.locales.zhCN(), en: z.locales.en(), es: z.locales.es(), ja: z.locales.ja() };

/**
 * A schema failure said in the caller's language: request validation and
 * sheet rows alike. A pattern means nothing to the person typing, nor a type
 * to one who left a field out: both are said in words; a measure's fault
 * (a weight, a count, a percentage) in the words every form uses for it.
 */
export function issueMessage(lang: Language, issue: z.core.$ZodRawIssue): string {
  const raw = issue as { pattern?: unknown; format?: unknown; message?: string };
  const measure = faultOf(issue);
  if (measure)
    return translate(
      lang,
      measureMessages[measure.fault],
      measure.scale === undefined ? undefined : { scale: measure.scale },
    );
  if (raw.pattern === String(NO_CONTROL)) return translate(lang, httpMessages.controlCharacters);
  if (raw.format === 'regex') return translate(lang, httpMessages.badFormat);
  if (issue.code === 'invalid_type' && issue.input === undefined) return translate(lang, httpMessages.required);
  const localized = zodLocales[lang].localeError(issue);
  return typeof localized === 'string' ? localized : (localized?.message ?? raw.message ?? '');
}
