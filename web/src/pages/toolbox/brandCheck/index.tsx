import { BRAND_PAGE_SIZE, P } from '@fwd/contract';
import { Card, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../../components/Can.tsx';
import { useUrlQuery } from '../../../components/list/useUrlQuery.ts';
import { BrandsTab } from './BrandsTab.tsx';
import { CheckPanel } from './CheckPanel.tsx';
import { WordsTab } from './WordsTab.tsx';
import './brandCheck.css';

const TABS = ['check', 'brands', 'words'] as const;
const panes = { check: CheckPanel, brands: BrandsTab, words: WordsTab };

/** 工具箱 → 品牌查询: the check, the brands and the words that are not brands, one tab each; the tab lives in the URL. */
export default function BrandCheckPage() {
  const { t } = useTranslation('toolbox');
  const { params, update } = useUrlQuery(BRAND_PAGE_SIZE);
  const canView = useCan(P.brand.view);
  const tabs = canView ? TABS : [];
  const tab = tabs.find((key) => key === params.get('tab')) ?? 'check';
  return (
    <Card size="small" title={t('brandCheck.title')}>
      <Tabs
        activeKey={tab}
        // Each list tab has its own search, filters and pages.
        onChange={(key) =>
          update({
            tab: key === 'check' ? null : key,
            page: null,
            size: null,
            keyword: null,
            category: null,
            enabled: null,
          })
        }
        destroyOnHidden
        items={tabs.map((key) => {
          const Pane = panes[key];
          return { key, label: t(`brandCheck.tab.${key}`), children: <Pane /> };
        })}
      />
    </Card>
  );
}
