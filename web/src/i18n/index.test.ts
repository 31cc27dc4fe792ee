import { describe, expect, it } from 'vitest';
import en from './en/index.ts';
import { i18n, messagesReady, setupI18n } from './index.ts';
import { LANGUAGES } from './languages.ts';
import { messageLoaders } from './locales.ts';
import type { LanguageFile } from './types.ts';
import zh from './zh/index.ts';

describe('setupI18n', () => {
  it('starts at once with the messages bundled for the first page, and adds the rest when they arrive', async () => {
    let deliver!: (messages: LanguageFile) => void;
    const full = new Promise<LanguageFile>((resolve) => (deliver = resolve));

    await setupI18n('en', full);

    expect(document.documentElement.lang).toBe('en');
    expect(i18n.t('login:title')).toBe('Sign in');
    expect(i18n.exists('employees:actions')).toBe(false);

    deliver(en);
    await messagesReady();
    expect(i18n.t('employees:actions')).toBe('Actions');
  });
});

describe('the language files', () => {
  it("each hold Chinese's namespaces, every one with messages, and not the home page's", async () => {
    for (const language of LANGUAGES) {
      const messages = await messageLoaders[language]();
      expect(Object.keys(messages).sort(), language).toEqual(Object.keys(zh).sort());
      expect(
        Object.values(messages).every((m) => typeof m === 'object' && Object.keys(m).length > 0),
        language,
      ).toBe(true);
      expect(messages, language).not.toHaveProperty('dashboard');
    }
    expect(Object.keys(zh)).toEqual(expect.arrayContaining(['common', 'orders', 'toolbox']));
  });
});
