import type { UserInfo } from '@fwd/contract';
import { render, screen } from '@testing-library/react';
import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { session } from '../stores/session.ts';
import { Can } from './Can.tsx';

const user: UserInfo = {
  id: 1,
  username: 'li',
  name: '李雷',
  avatar: '',
  introduction: '',
  roles: ['sales'],
  roleId: 2,
  roleName: '业务员',
  permissions: ['dashboard:view', 'order:edit'],
};

describe('<Can>', () => {
  it('shows its children only when the user holds the code', () => {
    session.setUser(user);
    render(
      <>
        <Can code="order:edit">
          <span>edit order</span>
        </Can>
        <Can code="order:delete" fallback={<span>read only</span>}>
          <span>delete order</span>
        </Can>
      </>,
    );
    expect(screen.getByText('edit order')).toBeInTheDocument();
    expect(screen.queryByText('delete order')).not.toBeInTheDocument();
    expect(screen.getByText('read only')).toBeInTheDocument();
  });

  it('follows the session: nothing when signed out', () => {
    session.setUser(user);
    render(<Can code="order:edit">edit order</Can>);
    expect(screen.getByText('edit order')).toBeInTheDocument();
    act(() => session.reset());
    expect(screen.queryByText('edit order')).not.toBeInTheDocument();
  });
});
