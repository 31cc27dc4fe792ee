import { useEffect, type RefObject } from 'react';

/** antd's tables scroll in these (sideways on a phone, down in a fixed-height body). */
const SCROLLERS = '.ant-table-content:not([tabindex]), .ant-table-body:not([tabindex])';

/**
 * Makes every antd table's scrolling box a tab stop, so a keyboard can scroll it too (WCAG 2.1.1): a table of
 * text alone, wider than a phone, could otherwise only be scrolled with a pointer. antd gives no way to set it.
 */
export function useScrollableTables(root: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const box = root.current;
    if (!box) return;
    const mark = () => box.querySelectorAll<HTMLElement>(SCROLLERS).forEach((el) => (el.tabIndex = 0));
    mark();
    const observer = new MutationObserver(mark);
    observer.observe(box, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [root]);
}
