import { ConfigProvider } from 'antd';
import { useRef, type KeyboardEvent } from 'react';

export interface ListTab<Key extends string> {
  key: Key;
  label: string;
}

/**
 * Tabs that switch what a list shows (the order page's 未签收 / 已签收), in antd's
 * line look. Plain elements: antd's tabs measured themselves and drew again
 * each time a count beside a name changed, and slid their ink bar (a layout
 * per frame) while the new rows were being fetched and drawn. Arrow keys move
 * between the tabs, as WAI-ARIA's tabs pattern has it. As tall as the size
 * chosen makes them: at 小 the list's rows start higher.
 */
export function ListTabs<Key extends string>({
  items,
  activeKey,
  onChange,
}: {
  items: readonly ListTab<Key>[];
  activeKey: Key;
  onChange: (key: Key) => void;
}) {
  const list = useRef<HTMLDivElement>(null);
  const { componentSize = 'middle' } = ConfigProvider.useConfig();
  const move = (e: KeyboardEvent, index: number) => {
    const step = e.key === 'ArrowRight' ? 1 : e.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    e.preventDefault();
    const next = (index + step + items.length) % items.length;
    onChange(items[next]!.key);
    (list.current?.children[next] as HTMLElement | undefined)?.focus();
  };
  return (
    <div ref={list} role="tablist" className={`list-tabs list-tabs-${componentSize}`}>
      {items.map((item, index) => {
        const active = item.key === activeKey;
        return (
          <button
            key={item.key}
            type="button"
            role="tab"
            aria-selected={active}
            tabIndex={active ? 0 : -1}
            className={active ? 'list-tab is-active' : 'list-tab'}
            onClick={() => !active && onChange(item.key)}
            onKeyDown={(e) => move(e, index)}
          >
            {item.label}
          </button>
        );
      })}
    </div>
  );
}
