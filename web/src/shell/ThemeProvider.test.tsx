import { render, screen } from '@testing-library/react';
import { Button, ConfigProvider } from 'antd';
import { Suspense, useContext } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { switchLanguage } from '../../test/i18n.ts';
import { i18n } from '../i18n/index.ts';
import type { Language } from '../i18n/languages.ts';
import { loadAntdLocale } from '../i18n/locales.ts';
import { ThemeProvider } from './ThemeProvider.tsx';

afterEach(() => switchLanguage('zh'));

const shown = async () => {
  // Loaded before, so the provider does not suspend.
  await loadAntdLocale(i18n.language as Language);
  render(
    <Suspense>
      <ThemeProvider>
        <Button>保存</Button>
      </ThemeProvider>
    </Suspense>,
  );
  return (await screen.findByRole('button')).textContent;
};

describe('ThemeProvider', () => {
  it('spaces two-character button labels out in Chinese only', async () => {
    expect(await shown()).toBe('保 存');
  });

  it('leaves Japanese labels as written', async () => {
    await switchLanguage('ja');
    expect(await shown()).toBe('保存');
  });

  it("draws no ripple after a click: its frames held a slow PC's next rows up", async () => {
    let wave: { disabled?: boolean } | undefined;
    function Probe() {
      wave = useContext(ConfigProvider.ConfigContext).wave;
      return <Button>查询</Button>;
    }
    await loadAntdLocale('zh');
    render(
      <Suspense>
        <ThemeProvider>
          <Probe />
        </ThemeProvider>
      </Suspense>,
    );
    await screen.findByRole('button');
    expect(wave?.disabled).toBe(true);
  });
});
