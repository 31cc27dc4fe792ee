import { CopyOutlined } from '@ant-design/icons';
import { App } from 'antd';
import type { ReactNode } from 'react';
import { i18n } from '../i18n/index.ts';
import './list/list.css';

/**
 * A value with a copy button, for table cells: plain elements, where
 * Typography's `copyable` is a tooltip and a measured component per cell,
 * most of a long table's render on a slow PC. The button shows on the row's
 * hover and on focus. Its words are read from i18n as it renders, not through
 * a `useTranslation` per cell (a page of orders has a hundred and twenty):
 * the table renders its cells again when the language changes.
 */
export function CopyText({ text, children, strong }: { text: string; children?: ReactNode; strong?: boolean }) {
  const { message } = App.useApp();
  const t = i18n.getFixedT(null, 'widgets');
  const copy = () =>
    navigator.clipboard.writeText(text).then(
      () => void message.success(t('copied')),
      () => void message.error(t('copyFailed')),
    );
  return (
    <span className="copy-text">
      <span className={strong ? 'copy-text-strong' : undefined}>{children ?? text}</span>
      <button type="button" className="copy-text-button" aria-label={t('copy')} title={t('copy')} onClick={() => void copy()}>
        <CopyOutlined />
      </button>
    </span>
  );
}
