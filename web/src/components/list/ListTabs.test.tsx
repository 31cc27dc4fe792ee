import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ListTabs } from './ListTabs.tsx';

function Tabs({ onChange }: { onChange: (key: string) => void }) {
  const [key, setKey] = useState<'a' | 'b'>('a');
  const items = [
    { key: 'a' as const, label: '未签收 (3)' },
    { key: 'b' as const, label: '已签收 (5)' },
  ];
  return <ListTabs items={items} activeKey={key} onChange={(k) => (onChange(k), setKey(k))} />;
}

describe('ListTabs', () => {
  it('selects a tab on click, not again when it is the active one, and moves with the arrow keys', async () => {
    const user = userEvent.setup();
    const changed = vi.fn();
    render(<Tabs onChange={changed} />);

    await user.click(screen.getByRole('tab', { name: '未签收 (3)' }));
    expect(changed).not.toHaveBeenCalled();
    await user.click(screen.getByRole('tab', { name: '已签收 (5)' }));
    expect(changed).toHaveBeenLastCalledWith('b');
    expect(screen.getByRole('tab', { name: '已签收 (5)' })).toHaveAttribute('aria-selected', 'true');

    await user.keyboard('{ArrowRight}');
    expect(changed).toHaveBeenLastCalledWith('a');
    expect(screen.getByRole('tab', { name: '未签收 (3)' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: '未签收 (3)' })).toHaveAttribute('tabindex', '0');
    expect(screen.getByRole('tab', { name: '已签收 (5)' })).toHaveAttribute('tabindex', '-1');
  });
});
