let canvas: HTMLCanvasElement | undefined;
/** The page's font, read once for each language: reading it lays out a page changed since, slow mid-render. */
let font: { lang: string; family: string } | undefined;
/** Widths measured, by size and text: a list asks for the same few words on every page. */
const widths = new Map<string, number>();

/**
 * The width in pixels of a line of text in the page's font at a size; undefined where nothing measures text
 * (a test's document).
 */
export function textWidth(text: string, size = 14): number | undefined {
  const lang = document.documentElement.lang;
  if (font?.lang !== lang) {
    font = { lang, family: getComputedStyle(document.body).fontFamily };
    widths.clear();
  }
  const key = `${size}\n${text}`;
  const known = widths.get(key);
  if (known !== undefined) return known;
  canvas ??= document.createElement('canvas');
  const context = canvas.getContext('2d');
  if (!context) return undefined;
  context.font = `${size}px ${font.family}`;
  const width = context.measureText(text).width;
  widths.set(key, width);
  return width;
}
