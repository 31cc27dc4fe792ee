import { JOB_COUNTS, LANGUAGES } from '@fwd/contract';
import { describe, expect, it } from 'vitest';
import en from '../i18n/en/jobs.ts';
import es from '../i18n/es/jobs.ts';
import ja from '../i18n/ja/jobs.ts';
import zh from '../i18n/zh/jobs.ts';

const messages = { zh, en, es, ja };

describe('job counts', () => {
  it('are named in every language, each that the server keeps', () => {
    for (const language of LANGUAGES)
      expect(
        JOB_COUNTS.filter((name) => !(name in messages[language].count)),
        language,
      ).toEqual([]);
  });
});
