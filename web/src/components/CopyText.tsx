import { App } from 'antd';
import { useCallback, type ReactNode } from 'react';
import { i18n } from '../i18n/index.ts';
import './list/list.css';

/**
 * antd's CopyOutlined as one element made once: a page of orders shows a
 * hundred and twenty, and antd's icon component (theme context, its style
 * inserted, attributes normalised) each was a good part of the rows' render.
 */
const copyIcon = (
  <svg viewBox="64 64 896 896" width="1em" height="1em" fill="currentColor" aria-hidden focusable="false">
    <path d="M832 64H296c-4.4 0-8 3.6-8 8v56c0 4.4 3.6 8 8 8h496v688c0 4.4 3.6 8 8 8h56c4.4 0 8-3.6 8-8V96c0-17.7-14.3-32-32-32zM704 192H192c-17.7 0-32 14.3-32 32v530.7c0 8.5 3.4 16.6 9.4 22.6l173.3 173.3c2.2 2.2 4.7 4 7.4 5.5v1.9h4.2c3.5 1.3 7.2 2 11 2H704c17.7 0 32-14.3 32-32V224c0-17.7-14.3-32-32-32zM350 856.2L263.9 770H350v86.2zM664 888H414V746c0-22.1-17.9-40-40-40H232V264h432v624z" />
  </svg>
);

/** Copies a text to the clipboard and says so in a toast: one function for a whole table, made by its columns' hook. */
export function useCopy(): (text: string) => void {
  const { message } = App.useApp();
  return useCallback(
    (text: string) =>
      void navigator.clipboard.writeText(text).then(
        () => void message.success(i18n.t('widgets:copied')),
        () => void message.error(i18n.t('widgets:copyFailed')),
      ),
    [message],
  );
}

/**
 * A value with a copy button, for table cells: plain elements, no component
 * (a page of orders has a hundred and twenty: Typography's `copyable` was a
 * tooltip and a measured component per cell, and a component of our own a
 * context read each). The button shows on the row's hover and on focus. Its
 * label and `copy` (useCopy) are given once by the table for all its rows.
 */
export const copyText = (
  text: string,
  {
    label,
    copy,
    strong,
    children,
  }: { label: string; copy: (text: string) => void; strong?: boolean; children?: ReactNode },
) => (
  <span className="copy-text">
    <span className={strong ? 'copy-text-strong' : undefined}>{children ?? text}</span>
    <button type="button" className="copy-text-button" aria-label={label} title={label} onClick={() => copy(text)}>
      {copyIcon}
    </button>
  </span>
);
