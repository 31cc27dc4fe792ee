import { CaretDownOutlined, CaretUpOutlined, MinusOutlined, PlusOutlined } from '@ant-design/icons';
import { Pagination, type PaginationProps, type TableColumnType, type TableColumnsType } from 'antd';
import type { SizeType } from 'antd/es/config-provider/SizeContext';
import {
  memo,
  useCallback,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ComponentType,
  type CSSProperties,
  type Key,
  type PointerEvent,
  type ReactElement,
  type ReactNode,
  type RefObject,
  type ThHTMLAttributes,
} from 'react';
import { useTranslation } from 'react-i18next';
import { useStableCallback } from '../../../utils/useStableCallback.ts';
import { useAfterFirstPaint } from '../../AfterFirstPaint.tsx';
import { titleIfCut } from '../cutTitle.ts';
import { pinning, withIdentity, type Pin } from './pinning.ts';
import './dataTable.css';

export type SortOrder = 'ascend' | 'descend';

export interface RowSelection {
  selectedRowKeys: readonly Key[];
  /** Keep chosen rows that are not on this page (a selection across pages); otherwise a change drops them. */
  preserveSelectedRowKeys?: boolean;
  onChange: (keys: Key[]) => void;
  /** Pin the check boxes left, with the columns pinned there. */
  fixed?: boolean;
}

export interface DataTableProps<Row extends { id: number }> {
  /**
   * antd's column shape, of which the table reads: key, title, dataIndex, render, width, fixed, align,
   * className, sorter with sortOrder, onHeaderCell. Every cell is one line, cut with an ellipsis where it must be.
   */
  columns?: TableColumnsType<Row>;
  dataSource?: readonly Row[];
  pagination?: PaginationProps | false;
  rowSelection?: RowSelection;
  /** A sortable column's header was clicked: its key and the order it asks for (the other one). */
  onSort?: (key: string, order: SortOrder) => void;
  expandable?: { expandedRowRender: (row: Row) => ReactNode; rowExpandable?: (row: Row) => boolean };
  /** A header cell of the page's own (column sizing): given the th's props and what the column's onHeaderCell adds. */
  components?: { header?: { cell?: ComponentType<ThHTMLAttributes<HTMLTableCellElement>> } };
  /** A number: the table is that wide and laid out from its columns' widths; otherwise from its content. */
  scroll?: { x?: number | string };
  emptyText?: ReactNode;
  size?: SizeType;
  /** What the list says at its foot, beside the pager (the filtered set's totals): below its rows, not above them. */
  footer?: ReactNode;
}

/** A column as the rows draw it: its cell's class and offset worked out once for every row. */
interface Laid<Row> {
  key: string;
  column: TableColumnType<Row>;
  className: string;
  style?: CSSProperties;
  /** Not drawn from the new rows yet: the column is out of view while they are first drawn. */
  later?: boolean;
}

/** A row's cell in a column: see cellMaker. */
type CellOf<Row> = (row: Row, index: number, cell: Laid<Row>) => ReactElement;

/** The columns laid out, with the expand and check box columns' cells when the list has them. */
interface Layout<Row> {
  data: Laid<Row>[];
  cellOf: CellOf<Row>;
  expand?: { className: string; style?: CSSProperties };
  select?: { className: string; style?: CSSProperties };
}

/** The check box and expand columns: fixed widths, so that pinned columns after them can be offset. */
const SELECTION_WIDTH = 48;
const EXPAND_WIDTH = 48;

/** No row is shorter: how many rows can be in view from a top edge, when there are no rows to measure. */
const MIN_ROW_HEIGHT = 36;

/**
 * A row as this pass draws it. Rows are kept by their place on the page, so that new rows take the elements of the
 * rows they replace (their text changed, nothing built or thrown away). While new rows are first drawn, a row out of
 * view keeps what it showed (`row` is the one drawn before) and a column out of view keeps its cells (`before`).
 * What a row holds beyond its record (the focus, a menu left open) stays with its place when the page's rows change;
 * each of a row's actions names its record before it changes anything (a drawer, a dialog, a confirmation).
 */
interface Drawn<Row> {
  index: number;
  row: Row;
  /** The row drawn at this place before, whose cells the columns out of view keep for now. */
  before?: Row;
  /** Drawn with the columns in view only: those out of view keep the cells of `before` (or stay empty) for now. */
  partly: boolean;
}

/** What to draw now: which rows, and when only some columns can be in view, which: their keys, one a line (a value, for memos). */
interface InView<Row> {
  rows: Drawn<Row>[];
  columns?: string;
}

/**
 * The part of the table to draw now: all of it, or when new rows come, the
 * rows and columns that can be in view first and the rest right after that
 * frame is painted. Drawing a page of orders at once kept a slow PC from
 * painting anything for most of a second; the rows below the window and the
 * columns beyond its edge are not what the reader looks at first.
 */
function useInViewFirst<Row>(
  rows: readonly Row[],
  scroller: RefObject<HTMLElement | null>,
  laid: Layout<Row>,
  fixedWidth: number | undefined,
): InView<Row> {
  const [whole, setWhole] = useState<readonly Row[]>();
  const all = whole === rows;
  useAfterFirstPaint(
    useCallback(() => setWhole(rows), [rows]),
    !all,
  );
  if (all) return { rows: rows.map((row, index) => ({ index, row, partly: false })) };
  // Read from the rows shown until now (laid out already at a click, so the read costs nothing): a row's height
  // follows the size chosen, and twice as many would be drawn first by the smallest height at the largest size.
  const box = scroller.current;
  const top = box?.getBoundingClientRect().top ?? 0;
  const height = Math.max(MIN_ROW_HEIGHT, box?.querySelector('.data-table-row')?.getBoundingClientRect().height ?? 0);
  const first = Math.max(0, Math.floor(-top / height));
  const last = Math.max(first + 1, Math.ceil((window.innerHeight - top) / height));
  const drawn: Drawn<Row>[] = [];
  rows.forEach((row, index) => {
    const before = whole?.[index];
    if (index >= first && index < last) drawn.push({ index, row, before, partly: true });
    else if (before !== undefined) drawn.push({ index, row: before, partly: false });
  });
  return { rows: drawn, columns: fixedWidth === undefined ? undefined : columnsInView(laid, box) };
}

/**
 * The columns that can be in view in a table laid out from its columns' widths (each where the widths before it
 * put it), and those pinned. None, to draw them all, when the table is no wider than its box, a width is not a
 * number of pixels, or the box is not laid out (a page kept hidden, or before the table's first paint).
 */
function columnsInView<Row>(laid: Layout<Row>, box: HTMLElement | null): string | undefined {
  if (!box?.clientWidth) return undefined;
  const from = box.scrollLeft;
  const to = from + box.clientWidth;
  let x = (laid.expand ? EXPAND_WIDTH : 0) + (laid.select ? SELECTION_WIDTH : 0);
  const keys: string[] = [];
  for (const { key, column, style } of laid.data) {
    const width = column.width;
    if (typeof width !== 'number') return undefined;
    if (style || (x < to && x + width > from)) keys.push(key);
    x += width;
  }
  return x > to - from ? keys.join('\n') : undefined;
}

const pinClass = (pin: Pin) =>
  pin.left !== undefined
    ? ` data-table-cell-fix data-table-cell-fix-left${pin.lastLeft ? ' data-table-cell-fix-left-last' : ''}`
    : pin.right !== undefined
      ? ` data-table-cell-fix data-table-cell-fix-right${pin.firstRight ? ' data-table-cell-fix-right-first' : ''}`
      : '';
const pinStyle = (pin: Pin): CSSProperties | undefined =>
  pin.left !== undefined ? { left: pin.left } : pin.right !== undefined ? { right: pin.right } : undefined;

/**
 * The console's list table, in antd's look: plain table elements, each row
 * drawn again only when its record, its check box or its expansion changes.
 *
 * antd's Table does several context reads and hooks for every cell and
 * measures the table after each change of rows; a page of orders (30 rows of
 * 19 columns) took it most of a second on a slow office PC from the answer to
 * the rows painted. The lists need only what is here: columns pinned left and
 * right (sticky, offset by their widths), a sortable column, check boxes kept
 * across pages, expandable rows, a header cell of the page's own (sizing), the
 * pager and the empty state.
 */
function DataTableOf<Row extends { id: number }>({
  columns: given = [],
  dataSource = [],
  pagination,
  rowSelection,
  onSort,
  expandable,
  components,
  scroll,
  emptyText,
  size = 'large',
  footer,
}: DataTableProps<Row>) {
  const { t } = useTranslation('widgets');
  const scroller = useRef<HTMLDivElement>(null);
  const [expanded, setExpanded] = useState<ReadonlySet<number>>(() => new Set());
  const fixedWidth = typeof scroll?.x === 'number' ? scroll.x : undefined;
  const columns = useMemo(() => withIdentity(given), [given]);
  const pinSelection =
    rowSelection?.fixed ?? columns.some((c) => c.fixed === 'left' || c.fixed === 'start' || c.fixed === true);

  const expanding = !!expandable;
  const selecting = !!rowSelection;
  // Worked out again only when the columns change: every row draws again then.
  const laid = useMemo((): Layout<Row> => {
    const fixed = pinSelection ? ('left' as const) : undefined;
    const leading = [
      ...(expanding ? [{ fixed, width: EXPAND_WIDTH }] : []),
      ...(selecting ? [{ fixed, width: SELECTION_WIDTH }] : []),
    ];
    const pins = pinning([...leading, ...columns]);
    const system = pins
      .slice(0, leading.length)
      .map((pin) => ({ className: `data-table-cell data-table-cell-system${pinClass(pin)}`, style: pinStyle(pin) }));
    const data: Laid<Row>[] = columns.map((c, i) => {
      const column = c as TableColumnType<Row>;
      const pin = pins[leading.length + i]!;
      const className = [
        'data-table-cell',
        column.className,
        column.align && column.align !== 'left' && `data-table-cell-${column.align}`,
      ]
        .filter(Boolean)
        .join(' ');
      const style = pinStyle(pin);
      return {
        key: String(column.key ?? column.dataIndex),
        column,
        // A cell's content is cut in the cell itself (one element fewer a cell), a pinned cell's in an element of its own.
        className: className + (style ? pinClass(pin) : ' data-table-text'),
        style,
      };
    });
    return {
      data,
      expand: expanding ? system[0] : undefined,
      select: selecting ? system.at(-1) : undefined,
      cellOf: cellMaker<Row>(),
    };
  }, [columns, expanding, selecting, pinSelection]);
  const labels = useMemo(
    () => ({ selectRow: t('table.selectRow'), expandRow: t('table.expandRow'), collapseRow: t('table.collapseRow') }),
    [t],
  );

  const ids = useMemo(() => dataSource.map((r) => r.id), [dataSource]);
  const chosen = useMemo(() => new Set(rowSelection?.selectedRowKeys.map(Number)), [rowSelection?.selectedRowKeys]);
  const choose = useStableCallback((changed: readonly number[], checked: boolean) => {
    if (!rowSelection) return;
    const onPage = new Set(ids);
    const kept = rowSelection.selectedRowKeys
      .map(Number)
      .filter((k) => !changed.includes(k) && (rowSelection.preserveSelectedRowKeys || onPage.has(k)));
    rowSelection.onChange(checked ? [...kept, ...changed] : kept);
  });
  const toggle = useStableCallback((id: number) =>
    setExpanded((open) => {
      const next = new Set(open);
      if (!next.delete(id)) next.add(id);
      return next;
    }),
  );

  // Shadows on the pinned columns while rows scroll under them, set on the scroller directly: no render for a scroll.
  useLayoutEffect(() => {
    const el = scroller.current;
    if (!el) return;
    const update = () => {
      el.classList.toggle('data-table-ping-left', el.scrollLeft > 0);
      el.classList.toggle('data-table-ping-right', el.scrollLeft + el.clientWidth < el.scrollWidth - 1);
      el.style.setProperty('--data-table-view', `${el.clientWidth}px`);
    };
    update();
    el.addEventListener('scroll', update, { passive: true });
    const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(update);
    observer?.observe(el);
    observer?.observe(el.firstElementChild!);
    return () => {
      el.removeEventListener('scroll', update);
      observer?.disconnect();
    };
  }, []);

  // A cell cut short (its ellipsis) shows all of its text on hover: looked at as the pointer comes, not for every cell drawn.
  const showCut = useStableCallback((e: PointerEvent) => titleIfCut(e.target, '.data-table-text'));

  const inView = useInViewFirst(dataSource, scroller, laid, fixedWidth);
  const drawn = useMemo((): Layout<Row> => {
    if (inView.columns === undefined) return laid;
    const now = new Set(inView.columns.split('\n'));
    return { ...laid, data: laid.data.map((l) => (now.has(l.key) ? l : { ...l, later: true })) };
  }, [laid, inView.columns]);
  const HeaderCell = components?.header?.cell ?? 'th';
  const choosePage = useStableCallback((checked: boolean) => choose(ids, checked));
  const allChosen = ids.length > 0 && ids.every((id) => chosen.has(id));
  const someChosen = !allChosen && ids.some((id) => chosen.has(id));
  const noRows = ids.length === 0;
  const pageBox = useMemo(
    () =>
      selecting
        ? {
            checked: allChosen,
            indeterminate: someChosen,
            disabled: noRows,
            label: t('table.selectPage'),
            onChange: choosePage,
          }
        : undefined,
    [selecting, allChosen, someChosen, noRows, t, choosePage],
  );
  const width = laid.data.length + (laid.expand ? 1 : 0) + (laid.select ? 1 : 0);

  return (
    <div className={`data-table data-table-${size === 'medium' ? 'middle' : size}`}>
      <div className="data-table-scroll" ref={scroller} onPointerOver={showCut}>
        <table
          className="data-table-table"
          style={fixedWidth ? { width: fixedWidth, tableLayout: 'fixed' } : undefined}
        >
          <colgroup>
            {laid.expand && <col style={{ width: EXPAND_WIDTH }} />}
            {laid.select && <col style={{ width: SELECTION_WIDTH }} />}
            {laid.data.map(({ key, column }) => (
              <col key={key} style={column.width === undefined ? undefined : { width: column.width }} />
            ))}
          </colgroup>
          <Header laid={laid} cell={HeaderCell} onSort={onSort} page={pageBox} />
          <tbody>
            {dataSource.length === 0 ? (
              <tr className="data-table-placeholder">
                <td colSpan={width}>
                  <div className="data-table-empty">{emptyText}</div>
                </td>
              </tr>
            ) : (
              inView.rows.map(({ index, row, before, partly }) => {
                const open = expanded.has(row.id);
                return (
                  <DataRow
                    key={index}
                    row={row}
                    before={before}
                    index={index}
                    laid={partly ? drawn : laid}
                    chosen={chosen.has(row.id)}
                    onChoose={choose}
                    expandable={expandable && (expandable.rowExpandable?.(row) ?? true)}
                    open={open}
                    onToggle={toggle}
                    openContent={open && expandable ? expandable.expandedRowRender(row) : undefined}
                    width={width}
                    labels={labels}
                  />
                );
              })
            )}
          </tbody>
        </table>
      </div>
      {(footer || (pagination && !!pagination.total)) && (
        <div className="data-table-foot">
          {footer}
          {pagination && !!pagination.total && <Pager pagination={pagination} small={size === 'small'} />}
        </div>
      )}
    </div>
  );
}

interface HeaderProps<Row extends { id: number }> {
  laid: Layout<Row>;
  cell: ComponentType<ThHTMLAttributes<HTMLTableCellElement>> | 'th';
  onSort: DataTableProps<Row>['onSort'];
  /** The page's check box, when rows are chosen. */
  page: PageCheckboxProps | undefined;
}

/** The header row: drawn again only when the columns, the sort or the page's check box change, not for new rows. */
function HeaderOf<Row extends { id: number }>({ laid, cell: HeaderCell, onSort, page }: HeaderProps<Row>) {
  return (
    <thead>
      <tr>
        {laid.expand && <th className={laid.expand.className} style={laid.expand.style} />}
        {laid.select && page && (
          <th className={laid.select.className} style={laid.select.style}>
            <PageCheckbox {...page} />
          </th>
        )}
        {laid.data.map(({ key, column, className, style }) => {
          const sorted = column.sorter && onSort ? (column.sortOrder ?? null) : undefined;
          const title = column.title as ReactNode;
          return (
            <HeaderCell
              key={key}
              scope="col"
              className={className}
              style={style}
              aria-sort={
                sorted === undefined
                  ? undefined
                  : sorted === 'ascend'
                    ? 'ascending'
                    : sorted === 'descend'
                      ? 'descending'
                      : 'none'
              }
              {...column.onHeaderCell?.(column as never)}
            >
              {sorted === undefined ? (
                <div className="data-table-text">{title}</div>
              ) : (
                <button
                  type="button"
                  className="data-table-sorter"
                  onClick={() => onSort!(key, sorted === 'ascend' ? 'descend' : 'ascend')}
                >
                  <span className="data-table-text">{title}</span>
                  <span className="data-table-sorter-arrows" aria-hidden>
                    <CaretUpOutlined className={sorted === 'ascend' ? 'data-table-sorter-on' : undefined} />
                    <CaretDownOutlined className={sorted === 'descend' ? 'data-table-sorter-on' : undefined} />
                  </span>
                </button>
              )}
            </HeaderCell>
          );
        })}
      </tr>
    </thead>
  );
}

interface PageCheckboxProps {
  checked: boolean;
  indeterminate: boolean;
  disabled: boolean;
  label: string;
  onChange: (checked: boolean) => void;
}

/** The page's check box: checked when every row is, half when some are. */
function PageCheckbox({ checked, indeterminate, disabled, label, onChange }: PageCheckboxProps) {
  const box = useRef<HTMLInputElement>(null);
  useLayoutEffect(() => {
    box.current!.indeterminate = indeterminate;
  }, [indeterminate]);
  return (
    <input
      ref={box}
      type="checkbox"
      className="data-table-checkbox"
      aria-label={label}
      checked={checked}
      disabled={disabled}
      onChange={(e) => onChange(e.target.checked)}
    />
  );
}

interface RowProps<Row> {
  row: Row;
  /** The row drawn at this place before: the columns not drawn yet keep its cells. */
  before: Row | undefined;
  index: number;
  laid: Layout<Row>;
  chosen: boolean;
  onChoose: (ids: readonly number[], checked: boolean) => void;
  expandable: boolean | undefined;
  open: boolean;
  onToggle: (id: number) => void;
  openContent: ReactNode;
  width: number;
  labels: { selectRow: string; expandRow: string; collapseRow: string };
}

const cellValue = <Row,>(column: TableColumnType<Row>, row: Row, index: number): ReactNode => {
  const value =
    column.dataIndex === undefined ? undefined : (row as Record<string, unknown>)[column.dataIndex as string];
  return column.render ? (column.render(value, row, index) as ReactNode) : (value as ReactNode);
};

/**
 * Makes a row's cell once for its record and place: given again as the same element, it is not drawn again (a row
 * drawn again for its check box, a column kept while new rows are first drawn). A layout has its own: new columns
 * make their cells anew.
 */
function cellMaker<Row extends { id: number }>(): CellOf<Row> {
  const made = new WeakMap<Row, Map<string, ReactElement>>();
  return (row, index, { key, column, className, style }) => {
    const cells = made.get(row) ?? new Map<string, ReactElement>();
    made.set(row, cells);
    const place = `${index}\n${key}`;
    const cell =
      cells.get(place) ??
      (style ? (
        <td key={key} className={className} style={style}>
          <div className="data-table-text">{cellValue(column, row, index)}</div>
        </td>
      ) : (
        <td key={key} className={className}>
          {cellValue(column, row, index)}
        </td>
      ));
    cells.set(place, cell);
    return cell;
  };
}

function DataRowOf<Row extends { id: number }>({
  row,
  before,
  index,
  laid,
  chosen,
  onChoose,
  expandable,
  open,
  onToggle,
  openContent,
  width,
  labels,
}: RowProps<Row>) {
  return (
    <>
      <tr
        className={chosen ? 'data-table-row data-table-row-selected' : 'data-table-row'}
        aria-selected={laid.select ? chosen : undefined}
      >
        {laid.expand && (
          <td className={laid.expand.className} style={laid.expand.style}>
            {expandable && (
              <button
                type="button"
                className="data-table-expand"
                aria-expanded={open}
                aria-label={open ? labels.collapseRow : labels.expandRow}
                onClick={() => onToggle(row.id)}
              >
                {open ? <MinusOutlined /> : <PlusOutlined />}
              </button>
            )}
          </td>
        )}
        {laid.select && (
          <td className={laid.select.className} style={laid.select.style}>
            <input
              type="checkbox"
              className="data-table-checkbox"
              aria-label={labels.selectRow}
              checked={chosen}
              onChange={(e) => onChoose([row.id], e.target.checked)}
            />
          </td>
        )}
        {laid.data.map((cell) =>
          !cell.later ? (
            laid.cellOf(row, index, cell)
          ) : before ? (
            laid.cellOf(before, index, cell)
          ) : (
            <td key={cell.key} className={cell.className} style={cell.style} />
          ),
        )}
      </tr>
      {open && (
        <tr className="data-table-expanded-row">
          <td colSpan={width}>
            <div className="data-table-expanded">{openContent}</div>
          </td>
        </tr>
      )}
    </>
  );
}

const DataRow = memo(DataRowOf) as typeof DataRowOf;
const Header = memo(HeaderOf) as typeof HeaderOf;

/** antd's pager (some forty components with its size picker), drawn again only when the page, size or total change. */
const Pager = memo(function Pager({ pagination, small }: { pagination: PaginationProps; small: boolean }) {
  return <Pagination className="data-table-pagination" size={small ? 'small' : undefined} {...pagination} />;
});

export const DataTable = memo(DataTableOf) as typeof DataTableOf;
