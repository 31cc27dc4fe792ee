import { UserOutlined, ReloadOutlined } from '@ant-design/icons';
import { P } from '@fwd/contract';
import { useQuery } from '@tanstack/react-query';
import { Alert, Avatar, Button, Card, Col, Empty, Row, Skeleton, Space, Typography } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { dashboardQueries } from '../../../api/dashboard.ts';
import { useCan } from '../../../components/Can.tsx';
import { menuIcon } from '../../../shell/icons.ts';
import { HOME_PATH, isPage } from '../../../shell/router/appRoute.ts';
import { useRouteTitle } from '../../../shell/router/routeTitle.ts';
import { flattenRoutes } from '../../../shell/router/routesFromMenus.ts';
import { useRouteTable } from '../../../shell/router/useRouteTable.ts';
import { useSession } from '../../../shell/stores/session.ts';
import { formatDateTime } from '../../../utils/time.ts';
import { Cards } from './Cards.tsx';
import { greetingKey } from './greeting.ts';
import './messages.ts';
import { useFirstPaintDone } from '../../../utils/useFirstPaintDone.ts';
import './home.css';

// ECharts comes with the charts, and the tools' forms with the tools, after the page frame has painted: neither is on
// the way from signing in to the first screen (the tools render only then: rendered at once, the first screen waited
// for their code).
const Charts = lazy(() => import('./Charts.tsx'));
const Tools = lazy(() => import('./Tools.tsx'));

/** The order figures: cards at once, charts when their code has arrived. */
function Figures() {
  const { t } = useTranslation('dashboard');
  const figures = useQuery(dashboardQueries.figures());
  const canOpenOrders = useCan(P.order.view);
  const data = figures.data;
  return (
    <>
      <div className="home-figures-bar">
        <Typography.Text type="secondary">{data && t('asOf', { time: formatDateTime(data.asOf) })}</Typography.Text>
        <Button size="small" icon={<ReloadOutlined />} loading={figures.isFetching} onClick={() => void figures.refetch()}>
          {t('refresh')}
        </Button>
      </div>
      {figures.isError && !data && <Alert type="error" showIcon message={t('loadFailed')} />}
      {!data && !figures.isError && <Skeleton active paragraph={{ rows: 3 }} />}
      {data && !data.orders && <Alert type="info" showIcon message={t('noOrderFigures')} />}
      {data?.orders && (
        <>
          <Cards cards={data.orders.cards} canOpen={canOpenOrders} />
          <Suspense fallback={<Card><Skeleton active paragraph={{ rows: 6 }} /></Card>}>
            <Charts orders={data.orders} />
          </Suspense>
        </>
      )}
    </>
  );
}

/**
 * 首页: a greeting, the day's business over the orders the user sees (cards
 * opening 订单运单追踪 with their filters, charts), the common tools, and a link
 * to every page the user may open. The figures refresh while the page is shown.
 */
export default function HomeDashboardPage() {
  const { t } = useTranslation('dashboard');
  const user = useSession((s) => s.user);
  const { menu } = useRouteTable();
  const titleOf = useRouteTitle();
  const [hour] = useState(() => new Date().getHours());
  const links = flattenRoutes(menu).filter((r) => isPage(r) && !r.hidden && r.path !== HOME_PATH);
  const painted = useFirstPaintDone();

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
      <Figures />
      <Space direction="vertical" size={8} style={{ width: '100%' }}>
        <Typography.Title level={5} style={{ margin: 0 }}>{t('tools.title')}</Typography.Title>
        {painted ? (
          <Suspense fallback={<Skeleton active paragraph={{ rows: 2 }} />}>
            <Tools />
          </Suspense>
        ) : (
          <Skeleton active paragraph={{ rows: 2 }} />
        )}
      </Space>
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
