/**
 * A cell's whole text on hover when its ellipsis cut it: a title set as the pointer comes to the cell, not worked
 * out for every cell drawn nor a tooltip a cell. `cut` names the element that clips (its overflow hidden).
 */
export function titleIfCut(target: EventTarget | null, cut: string): void {
  const text = (target as Element | null)?.closest?.(cut);
  if (!(text instanceof HTMLElement)) return;
  if (text.scrollWidth > text.clientWidth) text.title = text.textContent?.trim() ?? '';
  else text.removeAttribute('title');
}
