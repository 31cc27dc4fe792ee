import { describe, expect, it } from 'vitest';
import en from './en/index.ts';
import es from './es/index.ts';
import ja from './ja/index.ts';
import { LANGUAGES } from './languages.ts';
import { startMessages } from './startMessages.ts';
import zh from './zh/index.ts';

const all = { zh, en, es, ja };

describe('startMessages', () => {
  it('holds, in every language, the namespaces of the first page as the full messages have them', () => {
    for (const language of LANGUAGES) {
      expect(Object.keys(startMessages[language]).sort()).toEqual([
        'common',
        'login',
        'navbar',
        'request',
        'route',
        'session',
      ]);
      for (const [namespace, messages] of Object.entries(startMessages[language])) {
        expect(messages).toEqual(all[language][namespace as keyof (typeof all)[typeof language]]);
      }
    }
  });
});
