import { Card, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { CHANNEL_PAGE_SIZE } from '@fwd/contract';
import { useUrlQuery } from '../../../components/list/useUrlQuery.ts';
import { ChannelList, CHANNEL_TABS } from './ChannelList.tsx';

/** 报价系统 → 渠道设置: the channels of each kind, one tab each, with their quote settings and rate sheets; the tab lives in the URL. */
export default function ChannelSettingPage() {
  const { t } = useTranslation('channels');
  const { params, update } = useUrlQuery(CHANNEL_PAGE_SIZE);
  const tab = CHANNEL_TABS.find((key) => key === params.get('tab')) ?? CHANNEL_TABS[0];
  return (
    <Card size="small">
      <Tabs
        activeKey={tab}
        // Each tab has its own search and pages.
        onChange={(key) => update({ tab: key === CHANNEL_TABS[0] ? null : key, page: null, size: null, keyword: null })}
        destroyOnHidden
        items={CHANNEL_TABS.map((key) => ({ key, label: t(`tab.${key}`), children: <ChannelList tab={key} /> }))}
      />
    </Card>
  );
}
