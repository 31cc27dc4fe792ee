import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../../../test/render.tsx';
import { app } from '../../stores/app.ts';
import { SizeSelect } from './SizeSelect.tsx';

describe('SizeSelect', () => {
  it('hides its tooltip while the menu is open, so 大 can be chosen', async () => {
    renderPage(<SizeSelect />);
    const user = userEvent.setup();
    await user.hover(screen.getByRole('button', { name: '布局大小' }));
    expect(await screen.findByRole('tooltip')).toHaveTextContent('布局大小');

    await user.click(screen.getByRole('button', { name: '布局大小' }));
    expect(screen.queryByRole('tooltip')).toBeNull();
    await user.click(await screen.findByRole('menuitem', { name: '大' }));

    expect(app.get().size).toBe('large');
  });
});
