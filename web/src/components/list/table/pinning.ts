/** Where a pinned column sticks: its offset from the table's left or right edge, and whether it is the edge of its side. */
export interface Pin {
  left?: number;
  right?: number;
  /** The last column pinned left: it draws the shadow over the rows scrolled under it. */
  lastLeft?: boolean;
  /** The first column pinned right: likewise. */
  firstRight?: boolean;
}

export interface Pinnable {
  /** antd's values: `true` and `start` pin left, `end` right. */
  fixed?: 'left' | 'right' | 'start' | 'end' | boolean;
  width?: number | string;
}

const pinnedLeft = ({ fixed }: Pinnable) => fixed === 'left' || fixed === 'start' || fixed === true;
const pinnedRight = ({ fixed }: Pinnable) => fixed === 'right' || fixed === 'end';

/**
 * The columns with the first pinned left where some are pinned right (the
 * actions) and none left: a row scrolled to its actions on a narrow screen
 * still shows which record it is, by its first column (its name or number).
 */
export function withIdentity<C extends Pinnable>(columns: readonly C[]): readonly C[] {
  if (columns.length === 0 || columns.some(pinnedLeft) || !columns.some(pinnedRight)) return columns;
  return [{ ...columns[0]!, fixed: 'left' }, ...columns.slice(1)];
}

/**
 * Sticky offsets of the columns pinned to either side, from their widths: a
 * pinned column sticks at the sum of the widths of the pinned columns before
 * it (after it, on the right). A column whose neighbours toward the edge have
 * no numeric width cannot be placed, and scrolls with the rest.
 */
export function pinning(columns: readonly Pinnable[]): Pin[] {
  const pins: Pin[] = columns.map(() => ({}));
  let left = 0;
  let lastLeft = -1;
  for (let i = 0; i < columns.length; i++) {
    const { width } = columns[i]!;
    if (!pinnedLeft(columns[i]!)) break;
    pins[i]!.left = left;
    lastLeft = i;
    if (typeof width !== 'number') break;
    left += width;
  }
  if (lastLeft >= 0) pins[lastLeft]!.lastLeft = true;
  let right = 0;
  let firstRight = -1;
  for (let i = columns.length - 1; i > lastLeft; i--) {
    const { width } = columns[i]!;
    if (!pinnedRight(columns[i]!)) break;
    pins[i]!.right = right;
    firstRight = i;
    if (typeof width !== 'number') break;
    right += width;
  }
  if (firstRight >= 0) pins[firstRight]!.firstRight = true;
  return pins;
}
