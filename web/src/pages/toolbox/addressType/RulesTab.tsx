import { Segmented } from 'antd';
import { useTranslation } from 'react-i18next';
import { useUrlQuery } from '../../../components/list/useUrlQuery.ts';
import { DistrictsList } from './DistrictsList.tsx';
import { KnownList } from './KnownList.tsx';
import { WordsList } from './WordsList.tsx';

const LISTS = ['words', 'known', 'districts'] as const;
const PANES = { words: WordsList, known: KnownList, districts: DistrictsList };

/** The rules that decide: word lists, known addresses, business-district postcodes; the list shown lives in the URL. */
export function RulesTab() {
  const { t } = useTranslation('toolbox');
  const { params, update } = useUrlQuery(20);
  const list = LISTS.find((key) => key === params.get('list')) ?? 'words';
  const Pane = PANES[list];
  return (
    <>
      <Segmented
        value={list}
        style={{ marginBottom: 12 }}
        options={LISTS.map((key) => ({ value: key, label: t(`addressType.rules.tab.${key}`) }))}
        // Each list has its own search, filters and pages.
        onChange={(key) =>
          update({
            list: key === 'words' ? null : key,
            page: null,
            size: null,
            keyword: null,
            kind: null,
            country: null,
            lang: null,
          })
        }
      />
      <Pane key={list} />
    </>
  );
}
