import { UserOutlined } from '@ant-design/icons';
import { Avatar, Card, Col, Empty, Row, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { menuIcon } from '../../../shell/icons.ts';
import { HOME_PATH, isPage } from '../../../shell/router/appRoute.ts';
import { useRouteTitle } from '../../../shell/router/routeTitle.ts';
import { flattenRoutes } from '../../../shell/router/routesFromMenus.ts';
import { useRouteTable } from '../../../shell/router/useRouteTable.ts';
import { useSession } from '../../../shell/stores/session.ts';
import { greetingKey } from './greeting.ts';
import './home.css';

export default function HomeDashboardPage() {
  const { t } = useTranslation('dashboard');
  const user = useSession((s) => s.user);
  const { menu } = useRouteTable();
  const titleOf = useRouteTitle();
  const [hour] = useState(() => new Date().getHours());
  const links = flattenRoutes(menu).filter((r) => isPage(r) && !r.hidden && r.path !== HOME_PATH);

  return (
    <div className="home-dashboard">
      <Card>
        <div className="home-greeting">
          <Avatar size={64} src={user?.avatar || undefined} icon={<UserOutlined />} />
          <div>
            <Typography.Title level={3} style={{ margin: 0 }}>
              {t(greetingKey(hour), { name: user?.name ?? '' })}
            </Typography.Title>
            <Typography.Text type="secondary">{t('role', { role: user?.roleName ?? '' })}</Typography.Text>
          </div>
        </div>
      </Card>
      <Card title={t('quickLinks')}>
        {links.length === 0 ? (
          <Empty description={t('noLinks')} />
        ) : (
          <Row gutter={[16, 16]}>
            {links.map((route) => (
              <Col key={route.path} xs={12} sm={8} md={6} xl={4}>
                <Link to={route.path}>
                  <Card hoverable size="small" className="home-link">
                    <span className="home-link-icon">{menuIcon(route.icon)}</span>
                    <span>{titleOf(route)}</span>
                  </Card>
                </Link>
              </Col>
            ))}
          </Row>
        )}
      </Card>
    </div>
  );
}
