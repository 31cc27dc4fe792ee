let canvas: HTMLCanvasElement | undefined;

/**
 * The width in pixels of a line of text in the page's font at a size; undefined where nothing measures text
 * (a test's document).
 */
export function textWidth(text: string, size = 14): number | undefined {
  canvas ??= document.createElement('canvas');
  const context = canvas.getContext('2d');
  if (!context) return undefined;
  context.font = `${size}px ${getComputedStyle(document.body).fontFamily}`;
  return context.measureText(text).width;
}
