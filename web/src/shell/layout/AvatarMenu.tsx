import { KeyOutlined, LogoutOutlined, UserOutlined } from '@ant-design/icons';
import { Avatar, Dropdown } from 'antd';
import { useTranslation } from 'react-i18next';
import { loginRedirect } from '../router/guard.ts';
import { session, useSession } from '../../stores/session.ts';
import { useShellLocation } from '../router/shellLocation.tsx';

export function AvatarMenu({ showName }: { showName: boolean }) {
  const { t } = useTranslation('navbar');
  const { navigate, here } = useShellLocation();
  const user = useSession((s) => s.user);

  const logout = () => {
    session.logout();
    navigate(loginRedirect(here()), { replace: true });
  };

  return (
    <Dropdown
      trigger={['click']}
      menu={{
        items: [
          { key: '/profile', icon: <UserOutlined />, label: t('profile') },
          { key: '/changePassword', icon: <KeyOutlined />, label: t('changePassword') },
          { type: 'divider' },
          { key: 'logout', icon: <LogoutOutlined />, label: t('logout'), danger: true },
        ],
        onClick: ({ key }) => (key === 'logout' ? logout() : navigate(key)),
      }}
    >
      <button type="button" className="navbar-avatar" aria-label={user?.name ?? t('profile')}>
        <Avatar size="small" src={user?.avatar || undefined} icon={<UserOutlined />} />
        {showName && <span className="navbar-avatar-name">{user?.name}</span>}
      </button>
    </Dropdown>
  );
}
