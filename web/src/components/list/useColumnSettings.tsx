import { ArrowDownOutlined, ArrowUpOutlined, SettingOutlined } from '@ant-design/icons';
import { Button, Checkbox, Flex, Popover, Tooltip, type TableColumnsType } from 'antd';
import {
  useCallback,
  useMemo,
  useState,
  type Key,
  type PointerEvent as ReactPointerEvent,
  type ReactNode,
  type ThHTMLAttributes,
} from 'react';
import { useTranslation } from 'react-i18next';
import { readStored, writeStored } from '../../stores/createStore.ts';
import { useSession } from '../../stores/session.ts';
import type { DataTableProps } from './table/DataTable.tsx';

interface Chosen {
  /** Keys of the movable columns in the user's order. */
  order: string[];
  hidden: string[];
  widths: Record<string, number>;
}
const NONE: Chosen = { order: [], hidden: [], widths: {} };
const MIN_WIDTH = 60;
const keyOf = (c: { key?: Key }) => String(c.key);

type HeaderProps = ThHTMLAttributes<HTMLTableCellElement> & { onResized?: (width: number) => void };

/** A header cell with a handle on its right edge: dragging it sizes the column, kept when the pointer is let go. */
function ResizableHeader({ onResized, children, ...th }: HeaderProps) {
  if (!onResized) return <th {...th}>{children}</th>;
  const start = (e: ReactPointerEvent<HTMLSpanElement>) => {
    const cell = e.currentTarget.parentElement!;
    const from = cell.getBoundingClientRect().width;
    const x0 = e.clientX;
    e.preventDefault();
    const widthAt = (x: number) => Math.max(MIN_WIDTH, Math.round(from + x - x0));
    // A table of sized columns is laid out from its <col>s: the column's follows the pointer with the cell.
    const col = cell.closest('table')?.querySelector('colgroup')?.children[(cell as HTMLTableCellElement).cellIndex] as
      HTMLElement | undefined;
    // The cell follows the pointer directly; the table renders again once, when the width is kept.
    const move = (m: PointerEvent) => {
      cell.style.width = `${widthAt(m.clientX)}px`;
      if (col) col.style.width = cell.style.width;
    };
    const end = (u: PointerEvent) => {
      window.removeEventListener('pointermove', move);
      window.removeEventListener('pointerup', end);
      onResized(widthAt(u.clientX));
    };
    window.addEventListener('pointermove', move);
    window.addEventListener('pointerup', end);
  };
  // A pinned cell is already positioned (sticky), which also holds the handle; others need it.
  const pinned = /fix/.test(th.className ?? '') || th.style?.position === 'sticky';
  return (
    <th {...th} style={pinned ? th.style : { ...th.style, position: 'relative' }}>
      {children}
      <span className="column-resize-handle" onPointerDown={start} onClick={(e) => e.stopPropagation()} />
    </th>
  );
}

/**
 * The button that opens the choice of columns: its gear alone, its name in a tooltip and to a screen reader, so
 * that a list's tools stay on the line of its tabs in the longer languages (a second line is a row fewer in view).
 * The tooltip hides while the choice is open: it would cover it.
 */
function ColumnsButton({ label, title, content }: { label: string; title: string; content: ReactNode }) {
  const [open, setOpen] = useState(false);
  return (
    <Popover trigger="click" placement="bottomRight" title={title} content={content} open={open} onOpenChange={setOpen}>
      <Tooltip title={label} open={open ? false : undefined}>
        <Button icon={<SettingOutlined />} aria-label={label} />
      </Tooltip>
    </Popover>
  );
}

/**
 * Columns a user chooses, orders and sizes for a list, kept for that user in
 * this browser. Pinned columns (the waybill number, the actions) stay where
 * they are and always shown. Answers the table's columns and header
 * components, and the button that opens the choice.
 */
export function useColumnSettings<Row extends { id: number }>(
  list: string,
  columns: TableColumnsType<Row>,
): { table: Pick<DataTableProps<Row>, 'columns' | 'components' | 'scroll'>; button: ReactNode } {
  const { t } = useTranslation('widgets');
  const userId = useSession((s) => s.user?.id ?? 0);
  const storageKey = `fwd.columns.${userId}.${list}`;
  const [chosen, setChosen] = useState<Chosen>(() => readStored(localStorage, storageKey, NONE));
  const save = useCallback(
    (next: Chosen) => {
      setChosen(next);
      writeStored(localStorage, storageKey, next);
    },
    [storageKey],
  );

  // The user's order, then any column added since they chose.
  const { titleOf, ordered } = useMemo(() => {
    const movable = columns.filter((c) => !c.fixed);
    const keys = movable.map(keyOf);
    return {
      titleOf: new Map(movable.map((c) => [keyOf(c), c.title as ReactNode])),
      ordered: [...chosen.order.filter((k) => keys.includes(k)), ...keys.filter((k) => !chosen.order.includes(k))],
    };
  }, [columns, chosen]);

  const table = useMemo(() => {
    const byKey = new Map(columns.map((c) => [keyOf(c), c]));
    const sized = (c: TableColumnsType<Row>[number]) => {
      const key = keyOf(c);
      const width = chosen.widths[key] ?? c.width;
      return {
        ...c,
        width,
        onHeaderCell: () =>
          ({
            onResized: (w: number) => save({ ...chosen, order: ordered, widths: { ...chosen.widths, [key]: w } }),
          }) as HeaderProps,
      };
    };
    const shown = ordered.filter((k) => !chosen.hidden.includes(k)).map((k) => sized(byKey.get(k)!));
    const laidOut = [
      ...columns.filter((c) => c.fixed === 'left').map(sized),
      ...shown,
      ...columns.filter((c) => c.fixed === 'right'),
    ];
    // Every column sized: the table's width is theirs, and the browser lays it out from them (table-layout: fixed)
    // rather than measuring every cell, most of a long table's time to paint on a slow PC.
    const widths = laidOut.map((c) => c.width);
    const fixedWidth = widths.every((w) => typeof w === 'number')
      ? (widths as number[]).reduce((sum, w) => sum + w, 0)
      : undefined;
    return {
      columns: laidOut,
      components: { header: { cell: ResizableHeader } },
      ...(fixedWidth && { scroll: { x: fixedWidth } }),
    };
  }, [columns, chosen, ordered, save]);

  // The same button while the choice is: the list's toolbar is then not drawn again for a render of its page.
  const button = useMemo(() => {
    const move = (key: string, by: -1 | 1) => {
      const next = [...ordered];
      const i = next.indexOf(key);
      [next[i], next[i + by]] = [next[i + by]!, next[i]!];
      save({ ...chosen, order: next });
    };
    const content = (
      <Flex vertical gap={4} style={{ minWidth: 220 }}>
        {ordered.map((key, i) => (
          <Flex key={key} align="center" justify="space-between" gap={8}>
            <Checkbox
              checked={!chosen.hidden.includes(key)}
              onChange={(e) =>
                save({
                  ...chosen,
                  order: ordered,
                  hidden: e.target.checked ? chosen.hidden.filter((k) => k !== key) : [...chosen.hidden, key],
                })
              }
            >
              {titleOf.get(key)}
            </Checkbox>
            <span>
              <Button
                type="text"
                size="small"
                icon={<ArrowUpOutlined />}
                aria-label={t('columns.up')}
                disabled={i === 0}
                onClick={() => move(key, -1)}
              />
              <Button
                type="text"
                size="small"
                icon={<ArrowDownOutlined />}
                aria-label={t('columns.down')}
                disabled={i === ordered.length - 1}
                onClick={() => move(key, 1)}
              />
            </span>
          </Flex>
        ))}
        <Button size="small" onClick={() => save(NONE)}>
          {t('columns.reset')}
        </Button>
      </Flex>
    );
    return <ColumnsButton label={t('columns.button')} title={t('columns.title')} content={content} />;
  }, [t, chosen, ordered, titleOf, save]);
  return { table, button };
}
