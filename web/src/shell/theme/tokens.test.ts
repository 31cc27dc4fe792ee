import { theme } from 'antd';
import { describe, expect, it } from 'vitest';
import { PRESET_THEME_COLORS } from '../../stores/settings.ts';
import { AA_TEXT, contrast, flatten, readableShade, solidShade } from '../../utils/contrast.ts';
import { GROUNDS, readableTheme } from './tokens.ts';

describe('contrast', () => {
  it("is WCAG 2.1's ratio: white on the specification's #1890ff is 3.2:1, under AA", () => {
    expect(contrast('#ffffff', '#000000')).toBeCloseTo(21, 5);
    expect(contrast('#ffffff', '#1890ff')).toBeCloseTo(3.24, 2);
    expect(contrast('#1890ff', '#ffffff')).toBe(contrast('#ffffff', '#1890ff'));
  });

  it('keeps a colour that reads and moves one that does not by the least step, darker or, on a dark ground, lighter', () => {
    expect(readableShade('#2f54eb', ['#ffffff'])).toBe('#2f54eb');
    const darker = readableShade('#1890ff', ['#ffffff']);
    expect(contrast(darker, '#ffffff')).toBeGreaterThanOrEqual(AA_TEXT);
    expect(contrast(readableShade('#1890ff', ['#ffffff'], AA_TEXT + 0.2), '#ffffff')).toBeGreaterThan(
      contrast(darker, '#ffffff'),
    );
    const lighter = readableShade('#304156', ['#141414']);
    expect(contrast(lighter, '#141414')).toBeGreaterThanOrEqual(AA_TEXT);
    expect(solidShade('#13c2c2')).toBe(readableShade('#13c2c2', ['#ffffff']));
    expect(flatten('rgba(0, 0, 0, 0.45)', '#ffffff')).toBe('#8c8c8c');
  });
});

describe('readableTheme', () => {
  const textTokens = [
    'colorPrimary',
    'colorPrimaryHover',
    'colorPrimaryActive',
    'colorPrimaryText',
    'colorLink',
    'colorLinkHover',
    'colorError',
    'colorSuccess',
    'colorTextTertiary',
    'colorTextDescription',
    'colorTextPlaceholder',
    'colorErrorText',
    'colorWarningText',
    'colorSuccessText',
    'colorInfoText',
  ] as const;
  const presets = [
    'blue',
    'purple',
    'cyan',
    'green',
    'magenta',
    'pink',
    'red',
    'orange',
    'yellow',
    'volcano',
    'geekblue',
    'gold',
    'lime',
  ] as const;
  const tokensOf = (color: string, dark: boolean) => theme.getDesignToken(readableTheme(color, dark));

  it.each(
    PRESET_THEME_COLORS.flatMap(
      (color) =>
        [
          [color, false],
          [color, true],
        ] as const,
    ),
  )("%s (dark %s): antd's every text colour reads on every ground and carries its solid text", (color, dark) => {
    const token = tokensOf(color, dark);
    const grounds = GROUNDS[dark ? 'dark' : 'light'];
    for (const name of textTokens)
      for (const ground of grounds)
        expect(contrast(flatten(token[name], ground), ground), `${name} on ${ground}`).toBeGreaterThanOrEqual(AA_TEXT);
    expect(contrast(token.colorTextLightSolid, token.colorPrimary)).toBeGreaterThanOrEqual(AA_TEXT);
    expect(
      contrast(token.colorTextLightSolid, flatten(token.colorBgSpotlight, grounds[0])),
      'tooltip',
    ).toBeGreaterThanOrEqual(AA_TEXT);
    for (const preset of presets)
      expect(contrast(token[`${preset}-7`], token[`${preset}-1`]), `${preset} tag`).toBeGreaterThanOrEqual(AA_TEXT);
  });

  it('keeps #1890ff the seed and draws text in its nearest readable shade', () => {
    expect(readableTheme('#1890ff', false).token!.colorPrimary).toBe('#1890ff');
    expect(tokensOf('#1890ff', false).colorPrimary).toBe('#1476d1');
    expect(contrast(theme.getDesignToken({ token: { colorPrimary: '#1890ff' } }).colorPrimary, '#ffffff')).toBeLessThan(
      AA_TEXT,
    );
  });
});
