import type { ReactNode } from 'react';
import { solidShade } from '../../utils/contrast.ts';
import './list.css';

/**
 * A tag for table cells in antd Tag's look, in one plain element: a page of
 * orders shows sixty, and antd's Tag (theme hooks, colour parsing) a cell was
 * a good part of its time to paint on a slow PC. `color` is one of antd's
 * preset names (`blue`, `red`, `default`, ...) or a `#hex`, filled like
 * antd fills a custom colour, in the colour's shade that its white text reads on.
 */
export function CellTag({ color = 'default', children }: { color?: string; children: ReactNode }) {
  return color.startsWith('#') ? (
    <span className="cell-tag cell-tag-filled" style={{ background: solidShade(color) }}>
      {children}
    </span>
  ) : (
    <span className={`cell-tag cell-tag-${color}`}>{children}</span>
  );
}
