import type { ThemeConfig } from 'antd';
import { readableShade } from './contrast.ts';

/**
 * The grounds antd draws text on: containers, then raised surfaces (menus, dialogs in the dark). The first is
 * also the text on a solid colour (white on a primary button in the light theme, the dark ground in the dark
 * theme's), so one shade that reads on all of them serves text in the colour and text on it.
 */
export const GROUNDS = { light: ['#ffffff'], dark: ['#141414', '#1f1f1f'] } as const;

/** antd's own greys for secondary text (45 %) and placeholders (25 % alpha), flattened on the first ground. */
const GREYS = { light: { tertiary: '#8c8c8c', placeholder: '#bfbfbf' }, dark: { tertiary: '#7d7d7d', placeholder: '#4d4d4d' } } as const;
/** antd's error and success colours: red text 3.3:1, green 2.3:1 on white as they are. */
const STATUS = { error: '#ff4d4f', success: '#52c41a' } as const;

/** Hover and press a shade further from the ground than rest: the colour keeps its contrast in every state. */
const HOVER = 5.5;
const PRESSED = 6.5;

/**
 * The theme colour as it may draw text and carry it (WCAG 2.1 AA, 4.5:1): #1890ff stays the console's theme
 * colour (the settings, the progress bar, the focus rings and borders that need 3:1 only, `--app-primary`),
 * and what antd writes in it or on it takes the nearest shade that reads, #1476d1 for #1890ff. Secondary text
 * and placeholders move from antd's 45 % and 25 % greys (3.4:1 and 1.8:1) to the nearest that reads.
 */
export function readableTheme(themeColor: string, dark: boolean): Pick<ThemeConfig, 'token'> {
  const mode = dark ? 'dark' : 'light';
  const grounds = GROUNDS[mode];
  const shade = (color: string, ratio?: number) => readableShade(color, grounds, ratio);
  const primary = shade(themeColor);
  const [hover, pressed] = [shade(themeColor, HOVER), shade(themeColor, PRESSED)];
  const secondary = shade(GREYS[mode].tertiary);
  return {
    token: {
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
      colorError: shade(STATUS.error),
      colorSuccess: shade(STATUS.success),
      colorTextLightSolid: grounds[0],
      colorTextTertiary: secondary,
      colorTextDescription: secondary,
      colorTextPlaceholder: shade(GREYS[mode].placeholder),
    },
  };
}
