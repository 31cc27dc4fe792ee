import { PlusOutlined } from '@ant-design/icons';
import { P } from '@fwd/contract';
import { Button, Flex, Space } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Can } from '../../../components/Can.tsx';
import { KeywordSearch } from '../../../components/list/KeywordSearch.tsx';
import type { UrlQuery } from '../../../components/list/useUrlQuery.ts';
import { CountryCodePicker } from '../../../components/pickers/CountryPicker.tsx';
import { SheetButtons } from '../../../components/SheetButtons.tsx';

/** A rule list's country filter, kept in the URL as `country`. */
export function CountryFilter({ view, value, label }: { view: UrlQuery; value: string | undefined; label: string }) {
  const { t } = useTranslation('toolbox');
  return (
    <CountryCodePicker
      allowClear
      aria-label={label}
      placeholder={t('addressType.rules.anyCountry')}
      style={{ width: 180 }}
      value={value}
      onChange={(next) => view.update({ country: next || null, page: null })}
    />
  );
}

interface Props {
  view: UrlQuery;
  searchPlaceholder: string;
  /** The list's own filters, after the keyword. */
  filters: ReactNode;
  sheets: Pick<Parameters<typeof SheetButtons>[0], 'importSheet' | 'exportSheet' | 'template'>;
  addLabel: string;
  onAdd: () => void;
}

/** The toolbar every 判定规则 list has: keyword and filters; Excel import and export, and 新增 for those who may edit. */
export function RuleListToolbar({ view, searchPlaceholder, filters, sheets, addLabel, onAdd }: Props) {
  return (
    <Flex gap={8} wrap justify="space-between" className="list-toolbar">
      <Space wrap>
        <KeywordSearch keyword={view.keyword} placeholder={searchPlaceholder} onQuery={view.update} />
        {filters}
      </Space>
      <Space wrap>
        <SheetButtons area="toolbox" importCode={P.address.import} exportCode={P.address.view} {...sheets} />
        <Can code={P.address.edit}>
          <Button type="primary" icon={<PlusOutlined />} onClick={onAdd}>
            {addLabel}
          </Button>
        </Can>
      </Space>
    </Flex>
  );
}
