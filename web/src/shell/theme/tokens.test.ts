import { describe, expect, it } from 'vitest';
import { PRESET_THEME_COLORS } from '../stores/settings.ts';
import { AA_TEXT, contrast, readableShade, solidShade } from './contrast.ts';
import { GROUNDS, readableTheme } from './tokens.ts';

describe('contrast', () => {
  it('is WCAG 2.1\'s ratio: white on the specification\'s #1890ff is 3.2:1, under AA', () => {
    expect(contrast('#ffffff', '#000000')).toBeCloseTo(21, 5);
    expect(contrast('#ffffff', '#1890ff')).toBeCloseTo(3.24, 2);
    expect(contrast('#1890ff', '#ffffff')).toBe(contrast('#ffffff', '#1890ff'));
  });

  it('keeps a colour that reads and moves one that does not by the least step, darker or, on a dark ground, lighter', () => {
    expect(readableShade('#2f54eb', ['#ffffff'])).toBe('#2f54eb');
    const darker = readableShade('#1890ff', ['#ffffff']);
    expect(contrast(darker, '#ffffff')).toBeGreaterThanOrEqual(AA_TEXT);
    expect(contrast(readableShade('#1890ff', ['#ffffff'], AA_TEXT + 0.2), '#ffffff')).toBeGreaterThan(contrast(darker, '#ffffff'));
    const lighter = readableShade('#304156', ['#141414']);
    expect(contrast(lighter, '#141414')).toBeGreaterThanOrEqual(AA_TEXT);
    expect(solidShade('#13c2c2')).toBe(readableShade('#13c2c2', ['#ffffff']));
  });
});

describe('readableTheme', () => {
  const textTokens = ['colorPrimary', 'colorPrimaryHover', 'colorPrimaryActive', 'colorLink', 'colorError', 'colorSuccess', 'colorTextTertiary', 'colorTextPlaceholder'] as const;

  it.each(PRESET_THEME_COLORS.flatMap((color) => [[color, false], [color, true]] as const))('%s (dark %s): every text colour reads on every ground and carries its solid text', (color, dark) => {
    const { token } = readableTheme(color, dark);
    const grounds = GROUNDS[dark ? 'dark' : 'light'];
    for (const name of textTokens) for (const ground of grounds) expect(contrast(token![name]!, ground), `${name} on ${ground}`).toBeGreaterThanOrEqual(AA_TEXT);
    expect(contrast(token!.colorTextLightSolid!, token!.colorPrimary!)).toBeGreaterThanOrEqual(AA_TEXT);
  });

  it('gives antd #1890ff\'s nearest readable shade, the theme colour itself where it already reads', () => {
    expect(readableTheme('#1890ff', false).token!.colorPrimary).toBe('#1476d1');
    expect(readableTheme('#1890ff', true).token!.colorPrimary).toBe('#1890ff');
  });
});
