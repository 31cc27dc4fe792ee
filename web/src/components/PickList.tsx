import { Empty } from 'antd';
import type { Key, ReactNode } from 'react';
import './pickList.css';

export interface PickListItem {
  key: Key;
  title: ReactNode;
  description?: ReactNode;
  /** Buttons beside the item (edit, delete); their clicks do not select it. */
  actions?: ReactNode;
}

/**
 * A list to pick one record from (roles, API types): the picked one is
 * highlighted and marked `aria-current`. Each item's main part is a button,
 * so the keyboard can pick too.
 */
export function PickList({
  items,
  selected,
  onPick,
  label,
}: {
  items: readonly PickListItem[];
  selected: Key | null;
  onPick: (key: Key) => void;
  label: string;
}) {
  if (items.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} />;
  return (
    <ul className="pick-list" aria-label={label}>
      {items.map((item) => (
        <li
          key={item.key}
          className={item.key === selected ? 'pick-list-item pick-list-item--current' : 'pick-list-item'}
        >
          <button
            type="button"
            className="pick-list-main"
            aria-current={item.key === selected}
            onClick={() => onPick(item.key)}
          >
            <span className="pick-list-title">{item.title}</span>
            {item.description && <span className="pick-list-description">{item.description}</span>}
          </button>
          {item.actions && <span className="pick-list-actions">{item.actions}</span>}
        </li>
      ))}
    </ul>
  );
}
