import type { ReactNode } from 'react';
import './list.css';

/**
 * A record's second value beside its first in a one-line cell (an agent's code after its name), smaller and grey:
 * a table's rows are one line, and a value under another made every row two. A plain element, not a component:
 * a page of orders has a few a row.
 */
export const withSub = (main: ReactNode, sub: ReactNode): ReactNode =>
  sub ? (
    <>
      {main}
      <span className="cell-sub">{sub}</span>
    </>
  ) : (
    main
  );
