import { theme, type ThemeConfig } from 'antd';
import { flatten, readableShade } from '../../utils/contrast.ts';

/**
 * The grounds antd draws text on: containers, then raised surfaces (menus, dialogs in the dark). The first is
 * also the text on a solid colour (white on a primary button in the light theme, the dark ground in the dark
 * theme's), so one shade that reads on all of them serves text in the colour and text on it.
 */
export const GROUNDS = { light: ['#ffffff'], dark: ['#141414', '#1f1f1f'] } as const;

/** antd's placeholder grey (25 % alpha: 1.8:1 on white): an alias token, set beside the algorithm as is the text on solid colours. */
const PLACEHOLDER = { light: 'rgba(0, 0, 0, 0.25)', dark: 'rgba(255, 255, 255, 0.25)' } as const;

/** antd's preset colours: a tag in one writes its 7th shade on its 1st (orange 3.3:1, green 3.4:1 as they are). */
const PRESETS = [
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
const STATUSES = ['Success', 'Warning', 'Error', 'Info'] as const;

/** Hover and press a shade further from the ground than rest: the colour keeps its contrast in every state. */
const HOVER = 5.5;
const PRESSED = 6.5;

/**
 * antd's light or dark algorithm, then every colour it derives for text moved to its nearest shade that reads
 * at WCAG 2.1 AA (4.5:1) on the grounds. The theme colour stays the seed, #1890ff: the settings, the progress
 * bar, and `--app-primary` (rings, icons, bars: 3:1 for non-text) keep it, while what antd writes in it or on
 * it (buttons, tabs, links, pagination) takes #1476d1 (white on #1890ff is 3.2:1). Links (antd's #1677ff,
 * 4.1:1), error and success text, secondary greys (3.4:1) and placeholders (1.8:1) likewise. In the dark theme
 * the shades read on the dark grounds and solid colours carry the dark ground as text.
 */
export function readableTheme(themeColor: string, dark: boolean): Pick<ThemeConfig, 'algorithm' | 'token'> {
  const mode = dark ? 'dark' : 'light';
  const grounds = GROUNDS[mode];
  const base = dark ? theme.darkAlgorithm : theme.defaultAlgorithm;
  const shade = (color: string, ratio?: number) => readableShade(flatten(color, grounds[0]), grounds, ratio);

  const readable: typeof base = (seed) => {
    const map = base(seed);
    const tagText = (preset: (typeof PRESETS)[number]) => {
      const text = readableShade(map[`${preset}-7`], [map[`${preset}-1`], ...grounds]);
      return { [`${preset}-7`]: text, [`${preset}7`]: text };
    };
    const statusText = (status: (typeof STATUSES)[number]) => ({
      [`color${status}Text`]: shade(map[`color${status}Text`]),
      [`color${status}TextHover`]: shade(map[`color${status}Text`], HOVER),
      [`color${status}TextActive`]: shade(map[`color${status}Text`], PRESSED),
    });
    const primary = shade(map.colorPrimary);
    const [hover, pressed] = [shade(map.colorPrimary, HOVER), shade(map.colorPrimary, PRESSED)];
    return {
      ...map,
      ...Object.assign({}, ...PRESETS.map(tagText), ...STATUSES.map(statusText)),
      colorPrimary: primary,
      colorPrimaryHover: hover,
      colorPrimaryActive: pressed,
      colorPrimaryText: primary,
      colorPrimaryTextHover: hover,
      colorPrimaryTextActive: pressed,
      colorLink: primary,
      colorLinkHover: hover,
      colorLinkActive: pressed,
      colorInfo: primary,
      colorError: shade(map.colorError),
      colorSuccess: shade(map.colorSuccess),
      colorTextTertiary: shade(map.colorTextTertiary),
    };
  };
  // Tooltips write the text on solid colours on their own ground: in the dark, a light one under the dark text.
  const spotlight = dark ? { colorBgSpotlight: '#d9d9d9' } : {};
  return {
    algorithm: readable,
    token: {
      colorPrimary: themeColor,
      colorTextPlaceholder: shade(PLACEHOLDER[mode]),
      colorTextLightSolid: grounds[0],
      ...spotlight,
    },
  };
}
