import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderPage } from '../../test/render.tsx';
import { copyText, useCopy } from './CopyText.tsx';

function Numbers({ values }: { values: string[] }) {
  const copy = useCopy();
  return (
    <>
      {values.map((value) => (
        <div key={value}>{copyText(value, { label: '复制', copy, strong: value.startsWith('UP') })}</div>
      ))}
    </>
  );
}

describe('copyText', () => {
  it('shows the value, and its button copies that value and says so', async () => {
    const user = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
    renderPage(<Numbers values={['UP498889000', 'SO1577478243']} />);

    expect(screen.getByText('UP498889000')).toHaveClass('copy-text-strong');
    expect(screen.getByText('SO1577478243')).not.toHaveClass('copy-text-strong');
    const buttons = screen.getAllByRole('button', { name: '复制' });
    expect(buttons).toHaveLength(2);
    await user.click(buttons[1]!);

    expect(writeText).toHaveBeenCalledWith('SO1577478243');
    expect(await screen.findByText('已复制')).toBeInTheDocument();
  });

  it('says when the clipboard refused', async () => {
    const user = userEvent.setup();
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
    renderPage(<Numbers values={['UP498889000']} />);

    await user.click(screen.getByRole('button', { name: '复制' }));

    expect(await screen.findByText(/复制失败/)).toBeInTheDocument();
  });
});
