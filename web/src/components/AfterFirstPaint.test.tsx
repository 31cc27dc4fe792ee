import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useAfterPaint } from './AfterFirstPaint.tsx';

function Shows({ value }: { value: string }) {
  return <p>{useAfterPaint(value) ?? 'none yet'}</p>;
}

describe('useAfterPaint', () => {
  it('gives a value once a frame showing it has painted, the one before until then', async () => {
    const view = render(<Shows value="第一页" />);
    expect(screen.getByText('none yet')).toBeInTheDocument();
    await screen.findByText('第一页');
    view.rerender(<Shows value="第二页" />);
    expect(screen.getByText('第一页')).toBeInTheDocument();
    await screen.findByText('第二页');
  });
});
