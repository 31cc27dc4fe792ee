import { Card, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { LinesTab } from './LinesTab.tsx';
import { NamesTab } from './NamesTab.tsx';
import { SearchTab } from './SearchTab.tsx';
import { SynonymsTab } from './SynonymsTab.tsx';
import './tariffCode.css';

const TABS = ['search', 'synonyms', 'lines', 'names'] as const;
type Tab = (typeof TABS)[number];

/**
 * 工具箱 → 海关编码: search HS 2022 and the company's national lines (by
 * code, its start, everyday names of goods, words, pinyin initials), open a
 * code in its tree, copy it; and keep the everyday names, the national lines
 * and the headings' Chinese names (the tab in the URL).
 */
export default function TariffCodePage() {
  const { t } = useTranslation('toolbox');
  const [params, setParams] = useSearchParams();
  const asked = params.get('tab') as Tab | null;
  const tab = asked && TABS.includes(asked) ? asked : 'search';
  return (
    <Card title={t('tariffCode.title')} className="tariff-page">
      <Tabs
        activeKey={tab}
        onChange={(key) => setParams(key === 'search' ? {} : { tab: key }, { replace: true })}
        items={[
          { key: 'search', label: t('tariffCode.tab.search'), children: <SearchTab /> },
          { key: 'synonyms', label: t('tariffCode.tab.synonyms'), children: <SynonymsTab /> },
          { key: 'lines', label: t('tariffCode.tab.lines'), children: <LinesTab /> },
          { key: 'names', label: t('tariffCode.tab.names'), children: <NamesTab /> },
        ]}
      />
    </Card>
  );
}
