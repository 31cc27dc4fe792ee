import { render, screen } from '@testing-library/react';
import { Button } from 'antd';
import type { MappingAlgorithm } from 'antd/es/theme/interface';
import { describe, expect, it, vi } from 'vitest';
import { loadAntdLocale } from '../i18n/locales.ts';
import * as tokens from './theme/tokens.ts';
import { ThemeProvider } from './ThemeProvider.tsx';
import { warmUp } from './warmUp.tsx';

describe('warmUp', () => {
  it("derives the theme's tokens off screen once: the console rendered after it derives none", async () => {
    await loadAntdLocale('zh');
    let derived = 0;
    const readable = tokens.readableTheme;
    vi.spyOn(tokens, 'readableTheme').mockImplementation((color, dark) => {
      const theme = readable(color, dark);
      const algorithm = theme.algorithm as MappingAlgorithm;
      return { ...theme, algorithm: (seed, map) => (derived++, algorithm(seed, map)) };
    });

    const release = warmUp();
    expect(derived).toBe(1);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();

    render(
      <ThemeProvider>
        <Button>查询</Button>
      </ThemeProvider>,
    );
    expect(await screen.findByRole('button', { name: '查 询' })).toBeInTheDocument();
    release();
    expect(derived).toBe(1);
  });
});
