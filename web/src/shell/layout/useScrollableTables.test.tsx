import { render, waitFor } from '@testing-library/react';
import { useRef, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { useScrollableTables } from './useScrollableTables.ts';

function Box({ tables }: { tables: number }) {
  const box = useRef<HTMLDivElement>(null);
  useScrollableTables(box);
  return (
    <div ref={box}>
      {Array.from({ length: tables }, (_, i) => (
        <div key={i} className="ant-table-content" data-testid={`table-${i}`} />
      ))}
    </div>
  );
}

function Growing() {
  const [tables, setTables] = useState(1);
  return (
    <>
      <button type="button" onClick={() => setTables(2)}>
        more
      </button>
      <Box tables={tables} />
    </>
  );
}

describe('useScrollableTables', () => {
  it("makes the tables' scrolling boxes tab stops, those there at first and those added later", async () => {
    const view = render(<Growing />);
    expect(view.getByTestId('table-0')).toHaveAttribute('tabindex', '0');
    view.getByRole('button').click();
    await waitFor(() => expect(view.getByTestId('table-1')).toHaveAttribute('tabindex', '0'));
  });
});
