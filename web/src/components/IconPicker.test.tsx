import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { menuIconNames } from './icons.ts';
import { IconPicker } from './IconPicker.tsx';

const options = () => [...document.querySelectorAll('.ant-select-item-option')];

// antd selects render slowly in jsdom.
describe('IconPicker', { timeout: 20_000 }, () => {
  it('lists every curated icon, drawn, and narrows by what is typed', async () => {
    const user = userEvent.setup();
    render(<IconPicker value={null} onChange={() => undefined} />);
    await user.click(screen.getByRole('combobox'));
    expect(options().map((o) => o.textContent)).toEqual(menuIconNames);
    expect(options().every((o) => o.querySelector('.anticon'))).toBe(true);

    await user.keyboard('team');
    expect(options().map((o) => o.textContent)).toEqual(['TeamOutlined']);
  });

  it('answers the chosen name, and null when cleared', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const { rerender } = render(<IconPicker value={null} onChange={onChange} />);
    await user.click(screen.getByRole('combobox'));
    await user.keyboard('rocket');
    await user.click(screen.getByText('RocketOutlined', { selector: '.ant-select-item-option *' }));
    expect(onChange).toHaveBeenLastCalledWith('RocketOutlined');

    rerender(<IconPicker value="RocketOutlined" onChange={onChange} />);
    await user.click(document.querySelector('.ant-select-clear')!);
    expect(onChange).toHaveBeenLastCalledWith(null);
  });

  it('keeps a stored name this build cannot draw, shown as text', () => {
    render(<IconPicker value="FutureOutlined" onChange={() => undefined} />);
    expect(screen.getByText('FutureOutlined')).toBeInTheDocument();
  });
});
