import { CUSTOMER_PAGE_SIZE, P } from '@fwd/contract';
import { Card, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../../components/Can.tsx';
import { useUrlQuery } from '../../../components/list/useUrlQuery.ts';
import { CountriesTab } from './CountriesTab.tsx';
import { CustomersTab } from './CustomersTab.tsx';
import { NumberStatusesTab } from './NumberStatusesTab.tsx';
import { TrackingStatusesTab } from './TrackingStatusesTab.tsx';

const TABS = ['customers', 'numberStatuses', 'trackingStatuses', 'countries'] as const;
type Tab = (typeof TABS)[number];

/** 发货设置 → 系统管理: customers, number statuses, tracking status names and countries, one tab each; the tab lives in the URL. */
export default function ShipmentSystemPage() {
  const { t } = useTranslation('customers');
  const { params, update } = useUrlQuery(CUSTOMER_PAGE_SIZE);
  const statuses = useCan(P.status.view);
  const countries = useCan(P.country.view);
  const shown: Record<Tab, boolean> = {
    customers: true,
    numberStatuses: statuses,
    trackingStatuses: statuses,
    countries,
  };
  const tab = TABS.find((key) => key === params.get('tab') && shown[key]) ?? 'customers';
  const panes = {
    customers: CustomersTab,
    numberStatuses: NumberStatusesTab,
    trackingStatuses: TrackingStatusesTab,
    countries: CountriesTab,
  };

  return (
    <Card size="small">
      <Tabs
        activeKey={tab}
        // Each tab has its own search and pages.
        onChange={(key) => update({ tab: key === 'customers' ? null : key, page: null, size: null, keyword: null })}
        destroyOnHidden
        items={TABS.filter((key) => shown[key]).map((key) => {
          const Pane = panes[key];
          return { key, label: t(`tab.${key}`), children: <Pane /> };
        })}
      />
    </Card>
  );
}
