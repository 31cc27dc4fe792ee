import { SURCHARGE_PAGE_SIZE } from '@fwd/contract';
import { Card, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { RemoteLists } from '../../../components/remoteLists/RemoteLists.tsx';
import { useUrlQuery } from '../../../components/list/useUrlQuery.ts';
import { BatchTab } from './BatchTab.tsx';
import { QueryTab } from './QueryTab.tsx';

const TABS = ['query', 'batch', 'lists'] as const;
const LABELS = { query: 'tabQuery', batch: 'tabBatch', lists: 'tabLists' } as const;

/**
 * 工具箱 → 偏远地区: one destination (each carrier's class, what each channel
 * adds), a batch of postcodes, and the lists themselves (the ones the quote
 * engine reads, kept here as in 附加费规则). The tab lives in the URL.
 */
export default function RemoteAreaPage() {
  const { t } = useTranslation('toolbox');
  const { params, update } = useUrlQuery(SURCHARGE_PAGE_SIZE);
  const tab = TABS.find((key) => key === params.get('tab')) ?? TABS[0];
  const panes = { query: QueryTab, batch: BatchTab, lists: RemoteLists };

  return (
    <Card size="small">
      <Tabs
        activeKey={tab}
        // The lists' search and pages are theirs alone.
        onChange={(key) => update({ tab: key === TABS[0] ? null : key, page: null, size: null, keyword: null })}
        items={TABS.map((key) => {
          const Pane = panes[key];
          return { key, label: t(`remoteArea.${LABELS[key]}`), children: <Pane /> };
        })}
      />
    </Card>
  );
}
