import { UserOutlined, ReloadOutlined } from '@ant-design/icons';
import { P } from '@fwd/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Avatar, Button, Card, Empty, Skeleton, Space } from 'antd';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { dashboardQueries } from '../../../api/dashboard.ts';
import { statusesQueries } from '../../../api/statuses.ts';
import { AfterFirstPaint, useAfterFirstPaint } from '../../../components/AfterFirstPaint.tsx';
import { useCan } from '../../../components/Can.tsx';
import { lazyComponent } from '../../../components/lazyComponent.ts';
import { NearScreen } from '../../../components/NearScreen.tsx';
import { menuIcon } from '../../../components/icons.ts';
import { HOME_PATH, isPage } from '../../../shell/router/appRoute.ts';
import { useRouteTitle } from '../../../shell/router/routeTitle.ts';
import { flattenRoutes } from '../../../shell/router/routesFromMenus.ts';
import { useRouteTable } from '../../../shell/router/useRouteTable.ts';
import { useSession } from '../../../stores/session.ts';
import { formatDateTime } from '../../../utils/time.ts';
import { Cards } from './Cards.tsx';
import { ChartPlaces } from './ChartPlaces.tsx';
import { greetingKey } from './greeting.ts';
import { Money } from './Money.tsx';
import './messages.ts';
import './home.css';

// Headings, notes and the links' grid are plain elements in antd's look: antd's Typography measures itself for an
// ellipsis after it mounts and its Row reads the screen's breakpoints, each a second render on the way to the first
// screen.
// ECharts comes with the charts, asked for once the page frame has painted, and the tools' forms with the tools, which
// lie below the charts and render as they come near the screen: neither is on the way from signing in to the first
// screen, and the tools do not hold up the charts.
const toolsSkeleton = <Skeleton active paragraph={{ rows: 2 }} />;
const Charts = lazyComponent(() => import('./Charts.tsx'), <ChartPlaces />);
const Tools = lazyComponent(() => import('./Tools.tsx'), toolsSkeleton);

/** The seven count cards' places while the figures come. */
const cardPlaces = (
  <div className="home-cards">
    {Array.from({ length: 7 }, (_, i) => (
      <div key={i} className="home-tile">
        <Skeleton active title={false} paragraph={{ rows: 3 }} />
      </div>
    ))}
  </div>
);

/** The order figures: cards at once, charts when their code has arrived. */
function Figures() {
  const { t } = useTranslation('dashboard');
  const figures = useQuery(dashboardQueries.figures());
  const canOpenOrders = useCan(P.order.view);
  const client = useQueryClient();
  // The charts' code and the status names they show come while the figures do, for those who see order figures.
  const preloadCharts = useCallback(() => {
    void Charts.preload();
    void client.prefetchQuery(statusesQueries.trackingOptions());
  }, [client]);
  useAfterFirstPaint(preloadCharts, canOpenOrders);
  const data = figures.data;
  const places = canOpenOrders ? (
    <>
      {cardPlaces}
      <ChartPlaces />
    </>
  ) : (
    <Skeleton active paragraph={{ rows: 3 }} />
  );
  return (
    <>
      <div className="home-figures-bar">
        <span className="home-secondary">{data && t('asOf', { time: formatDateTime(data.asOf) })}</span>
        <Button
          size="small"
          icon={<ReloadOutlined />}
          loading={figures.isFetching}
          onClick={() => void figures.refetch()}
        >
          {t('refresh')}
        </Button>
      </div>
      {figures.isError && !data && <Alert type="error" showIcon title={t('loadFailed')} />}
      {!data && !figures.isError && places}
      <Money />
      {data && !data.orders && <Alert type="info" showIcon title={t('noOrderFigures')} />}
      {data?.counting && <Alert type="warning" showIcon title={t('counting')} />}
      {data?.orders && (
        <>
          <Cards cards={data.orders.cards} canOpen={canOpenOrders} />
          <AfterFirstPaint fallback={<ChartPlaces />}>
            <Charts orders={data.orders} />
          </AfterFirstPaint>
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

  return (
    <div className="home-dashboard">
      <Card>
        <div className="home-greeting">
          <Avatar size={64} src={user?.avatar || undefined} icon={<UserOutlined />} />
          <div>
            <h2 className="home-title">{t(greetingKey(hour), { name: user?.name ?? '' })}</h2>
            <span className="home-secondary">{t('role', { role: user?.roleName ?? '' })}</span>
          </div>
        </div>
      </Card>
      <Figures />
      <Space orientation="vertical" size={8} style={{ width: '100%' }}>
        <h2 className="home-section-title">{t('tools.title')}</h2>
        <NearScreen fallback={toolsSkeleton}>
          <Tools />
        </NearScreen>
      </Space>
      <Card title={t('quickLinks')}>
        {links.length === 0 ? (
          <Empty description={t('noLinks')} />
        ) : (
          <ul className="home-links">
            {links.map((route) => (
              <li key={route.path}>
                <Link to={route.path} className="home-tile home-link">
                  <span className="home-link-icon">{menuIcon(route.icon)}</span>
                  <span>{titleOf(route)}</span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </Card>
    </div>
  );
}
