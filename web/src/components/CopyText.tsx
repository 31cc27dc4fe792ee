import { App } from 'antd';
import { useCallback, type ReactNode } from 'react';
import { i18n } from '../i18n/index.ts';
import './list/list.css';

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
 * A value with a copy button, for table cells: two plain elements, no component
 * (a page of orders has a hundred and twenty: Typography's `copyable` was a
 * tooltip and a measured component per cell, and a component of our own a
 * context read each). The button's icon is drawn (list.css) only on the row's
 * hover and on focus: a hidden icon a cell was a layer and three elements to lay
 * out each time the rows change. Its label and `copy` (useCopy) are given once by
 * the table for all its rows.
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
  <span className={strong ? 'copy-text copy-text-strong' : 'copy-text'}>
    {children ?? text}
    <button type="button" className="copy-text-button" aria-label={label} title={label} onClick={() => copy(text)} />
  </span>
);
