import { P } from '@fwd/contract';
import { Card, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../../components/Can.tsx';
import { useUrlQuery } from '../../../components/list/useUrlQuery.ts';
import { BatchTab } from './BatchTab.tsx';
import { RulesTab } from './RulesTab.tsx';
import { SingleTab } from './SingleTab.tsx';

const TABS = ['single', 'batch', 'rules'] as const;
const PANES = { single: SingleTab, batch: BatchTab, rules: RulesTab };

/**
 * 工具箱 → 地址类型: is this consignee address residential (and so dearer) or
 * commercial? One address or a batch; those who keep the rules (address:edit)
 * also see the word lists, known addresses and business districts. The tab
 * lives in the URL.
 */
export default function AddressTypePage() {
  const { t } = useTranslation('toolbox');
  const { params, update } = useUrlQuery(20);
  const canEdit = useCan(P.address.edit);
  const tabs = TABS.filter((key) => key !== 'rules' || canEdit);
  const tab = tabs.find((key) => key === params.get('tab')) ?? 'single';
  return (
    <Card size="small" title={t('addressType.title')}>
      <Tabs
        activeKey={tab}
        onChange={(key) =>
          update({
            tab: key === 'single' ? null : key,
            list: null,
            page: null,
            size: null,
            keyword: null,
            kind: null,
            country: null,
            lang: null,
          })
        }
        destroyOnHidden
        items={tabs.map((key) => {
          const Pane = PANES[key];
          return { key, label: t(`addressType.tab.${key}`), children: <Pane /> };
        })}
      />
    </Card>
  );
}
