import { P, SURCHARGE_PAGE_SIZE } from '@fwd/contract';
import { Card, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../../components/Can.tsx';
import { RemoteLists } from '../../../components/remoteLists/RemoteLists.tsx';
import { useUrlQuery } from '../../../components/list/useUrlQuery.ts';
import { RulesTab } from './RulesTab.tsx';

const TABS = ['rules', 'remote'] as const;

/** 报价系统 → 附加费规则: the surcharge rules and the remote-area lists, one tab each as the role may see them; the tab lives in the URL. */
export default function SurchargeRulesPage() {
  const { t } = useTranslation('surcharges');
  const { params, update } = useUrlQuery(SURCHARGE_PAGE_SIZE);
  const shown = { rules: useCan(P.surcharge.view), remote: useCan(P.remote.view) };
  const tabs = TABS.filter((key) => shown[key]);
  const tab = tabs.find((key) => key === params.get('tab')) ?? tabs[0];
  const panes = { rules: RulesTab, remote: RemoteLists };

  return (
    <Card size="small">
      <Tabs
        activeKey={tab}
        // Each tab has its own search, filters and pages.
        onChange={(key) =>
          update({
            tab: key === tabs[0] ? null : key,
            page: null,
            size: null,
            keyword: null,
            kind: null,
            channelId: null,
          })
        }
        destroyOnHidden
        items={tabs.map((key) => {
          const Pane = panes[key];
          return { key, label: t(`tab.${key}`), children: <Pane /> };
        })}
      />
    </Card>
  );
}
