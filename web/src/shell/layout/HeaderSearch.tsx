import { SearchOutlined } from '@ant-design/icons';
import { Button, Select, Tooltip } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteTitle } from '../router/routeTitle.ts';
import { useRouteTable } from '../router/useRouteTable.ts';
import { useSettings } from '../../stores/settings.ts';
import { buildSearchEntries, matchesQuery, type PinyinReader } from './menuSearch.ts';
import { useShellLocation } from '../router/shellLocation.tsx';

/** pinyin-pro is large: it is fetched the first time a Chinese user opens the search. */
const loadPinyinReader = async (): Promise<PinyinReader> => {
  const { pinyin } = await import('pinyin-pro');
  return (title) => [
    pinyin(title, { toneType: 'none', separator: '' }),
    pinyin(title, { pattern: 'first', toneType: 'none', separator: '' }),
  ];
};

export function HeaderSearch() {
  const { t, i18n } = useTranslation('navbar');
  const { navigate } = useShellLocation();
  const { menu } = useRouteTable();
  const titleOf = useRouteTitle();
  const pinyinWanted = useSettings((s) => s.supportPinyinSearch) && i18n.language === 'zh';
  const [open, setOpen] = useState(false);
  const [readPinyin, setReadPinyin] = useState<PinyinReader | null>(null);

  const entries = useMemo(
    () => buildSearchEntries(menu, titleOf, pinyinWanted ? (readPinyin ?? undefined) : undefined),
    [menu, titleOf, pinyinWanted, readPinyin],
  );

  const show = () => {
    setOpen(true);
    if (pinyinWanted && !readPinyin) void loadPinyinReader().then((reader) => setReadPinyin(() => reader));
  };

  if (!open) {
    return (
      <Tooltip title={t('search')}>
        <Button type="text" icon={<SearchOutlined />} aria-label={t('search')} onClick={show} />
      </Tooltip>
    );
  }
  return (
    <Select
      className="header-search"
      autoFocus
      defaultOpen
      aria-label={t('search')}
      placeholder={pinyinWanted ? t('searchPlaceholderPinyin') : t('searchPlaceholder')}
      options={entries.map((e) => ({ value: e.path, label: e.label }))}
      showSearch={{
        filterOption: (query, option) => entries.some((e) => e.path === option?.value && matchesQuery(e, query)),
      }}
      onChange={(path: string) => {
        setOpen(false);
        navigate(path);
      }}
      onBlur={() => setOpen(false)}
    />
  );
}
