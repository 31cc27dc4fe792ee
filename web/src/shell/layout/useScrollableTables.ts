import { useEffect, type RefObject } from 'react';

/** antd's tables scroll in these (sideways on a phone, down in a fixed-height body). */
const SCROLLERS = '.ant-table-content:not([tabindex]), .ant-table-body:not([tabindex])';

const markIn = (root: Element) => {
  if (root.matches(SCROLLERS)) (root as HTMLElement).tabIndex = 0;
  root.querySelectorAll<HTMLElement>(SCROLLERS).forEach((el) => (el.tabIndex = 0));
};

/**
 * Makes every antd table's scrolling box a tab stop, so a keyboard can scroll it too (WCAG 2.1.1): a table of
 * text alone, wider than a phone, could otherwise only be scrolled with a pointer. antd gives no way to set it.
 * Only what a change adds is looked through: a search over the whole page for every change (a list's new rows
 * change hundreds of cells) took a slow PC tens of milliseconds before the rows could paint.
 */
export function useScrollableTables(root: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const box = root.current;
    if (!box) return;
    markIn(box);
    const observer = new MutationObserver((records) => {
      for (const record of records) for (const node of record.addedNodes) if (node instanceof Element) markIn(node);
    });
    observer.observe(box, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [root]);
}
