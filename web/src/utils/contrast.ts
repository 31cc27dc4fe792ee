/** WCAG 2.1's contrast arithmetic for #rrggbb colours (https://www.w3.org/TR/WCAG21/#dfn-contrast-ratio). */

/** What WCAG 2.1 AA asks of text under 18.66 px bold or 24 px (1.4.3). */
export const AA_TEXT = 4.5;

const channels = (hex: string): number[] => {
  const n = Number.parseInt(hex.slice(1, 7), 16);
  return [16, 8, 0].map((shift) => (n >> shift) & 255);
};

const toHex = (rgb: number[]): string => `#${rgb.map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;

/** A colour antd writes as rgba() (its greys), as it shows on the ground; #rrggbb as it is. */
export function flatten(color: string, ground: string): string {
  const rgba = /^rgba\(\s*(\d+),\s*(\d+),\s*(\d+),\s*([\d.]+)\s*\)$/.exec(color);
  if (!rgba) return color;
  const alpha = Number(rgba[4]);
  return toHex(channels(ground).map((g, i) => Number(rgba[i + 1]) * alpha + g * (1 - alpha)));
}

export function luminance(hex: string): number {
  const [r, g, b] = channels(hex).map((c) => {
    const s = c / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

export function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}

/**
 * The colour itself when it reads at `ratio` against every one of `grounds`, else the least step towards black
 * (or, when black can never get there, towards white) that does: the hue stays, only the shade moves.
 */
export function readableShade(color: string, grounds: readonly string[], ratio = AA_TEXT): string {
  const reads = (c: string) => grounds.every((g) => contrast(c, g) >= ratio);
  if (reads(color)) return color;
  const rgb = channels(color);
  const towards = (end: number) => {
    for (let step = 1; step <= 100; step++) {
      const shade = toHex(rgb.map((c) => c + ((end - c) * step) / 100));
      if (reads(shade)) return shade;
    }
    return null;
  };
  return towards(0) ?? towards(255) ?? color;
}

const solidShades = new Map<string, string>();

/** The shade of a colour that white text reads on, for filled tags and tabs (remembered: a page fills sixty). */
export function solidShade(color: string): string {
  let shade = solidShades.get(color);
  if (shade === undefined) solidShades.set(color, (shade = readableShade(color, ['#ffffff'])));
  return shade;
}
