import { CloudDownloadOutlined, SyncOutlined } from '@ant-design/icons';
import { P } from '@fwd/contract';
import { Button, Flex, Space } from 'antd';
import { memo, useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ordersApi } from '../../../api/orders.ts';
import { Can } from '../../../components/Can.tsx';
import { ListTabs } from '../../../components/list/ListTabs.tsx';
import { SheetButtons } from '../../../components/SheetButtons.tsx';
import type { Tab } from './orderView.ts';

interface Props {
  tab: Tab;
  /** Each tab's count beside its name, once known. */
  unsignedCount: number | undefined;
  signedCount: number | undefined;
  onTab: (tab: Tab) => void;
  masked: boolean;
  onSync: () => void;
  onRefreshAll: () => void;
  exportSheet: () => Promise<void>;
  template: () => Promise<void>;
  columnsButton: ReactNode;
}

/**
 * The 未签收 / 已签收 / 全部 tabs and the list's tools. Drawn again only when what it
 * shows changes: a search or a page changes the URL and the list's loading
 * state several times.
 */
export const OrderToolbar = memo(function OrderToolbar({
  tab,
  unsignedCount,
  signedCount,
  onTab,
  masked,
  onSync,
  onRefreshAll,
  exportSheet,
  template,
  columnsButton,
}: Props) {
  const { t } = useTranslation('orders');
  const items = useMemo(() => {
    const label = (key: Tab, count: number | undefined) =>
      count === undefined ? t(`tab.${key}`) : `${t(`tab.${key}`)} (${count})`;
    return [
      { key: 'unsigned' as const, label: label('unsigned', unsignedCount) },
      { key: 'signed' as const, label: label('signed', signedCount) },
      {
        key: 'all' as const,
        label: label(
          'all',
          unsignedCount === undefined || signedCount === undefined ? undefined : unsignedCount + signedCount,
        ),
      },
    ];
  }, [t, unsignedCount, signedCount]);
  return (
    <Flex gap={8} wrap justify="space-between" align="center">
      <ListTabs<Tab> activeKey={tab} onChange={onTab} items={items} />
      <Space wrap className="list-toolbar">
        <Can code={P.order.sync}>
          <Button icon={<CloudDownloadOutlined />} onClick={onSync}>
            {t('sync.button')}
          </Button>
        </Can>
        <Can code={P.order.track}>
          <Button icon={<SyncOutlined />} onClick={onRefreshAll}>
            {t('refreshAll.button')}
          </Button>
        </Can>
        <SheetButtons
          area="orders"
          importCode={P.order.import}
          exportCode={P.order.export}
          canImport={!masked}
          importSheet={ordersApi.importSheet}
          exportSheet={exportSheet}
          template={template}
        />
        {columnsButton}
      </Space>
    </Flex>
  );
});
