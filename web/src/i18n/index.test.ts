import { describe, expect, it } from 'vitest';
import en from './en/index.ts';
import { i18n, messagesReady, setupI18n } from './index.ts';
import type { LanguageFile } from './types.ts';

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
