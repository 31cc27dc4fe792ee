import { Card, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { useUrlQuery } from '../../../components/list/useUrlQuery.ts';
import { CarriersTab } from './CarriersTab.tsx';
import { JOBS_PAGE_SIZE, JobsTab } from './JobsTab.tsx';
import { SettingsTab } from './SettingsTab.tsx';

const TABS = ['settings', 'carriers', 'jobs'] as const;
const panes = { settings: SettingsTab, carriers: CarriersTab, jobs: JobsTab };

/**
 * 物流系统设置 → 同步与追踪: which API keys reach the upstream order system
 * and the tracking provider, the schedules, when a parcel becomes a problem,
 * the webhook; the provider's carriers; the run log of the background jobs
 * with "run now". logistics:edit changes them; the tab lives in the URL.
 */
export default function SyncAndTrackingPage() {
  const { t } = useTranslation('logistics');
  const { params, update } = useUrlQuery(JOBS_PAGE_SIZE);
  const tab = TABS.find((key) => key === params.get('tab')) ?? 'settings';
  return (
    <Card size="small">
      <Tabs
        activeKey={tab}
        // The run log's pages and filter are its own.
        onChange={(key) => update({ tab: key === 'settings' ? null : key, page: null, size: null, kind: null })}
        destroyOnHidden
        items={TABS.map((key) => {
          const Pane = panes[key];
          return { key, label: t(`tab.${key}`), children: <Pane /> };
        })}
      />
    </Card>
  );
}
