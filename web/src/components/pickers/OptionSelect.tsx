import { Select, type SelectProps } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { QueryStatus } from '../QueryState.tsx';

export interface PickOption {
  value: number;
  label: string;
}

/** What a form or filter sets on a picker: one id, or several with `mode="multiple"`. */
export type PickerProps = Omit<SelectProps<number | number[], PickOption>, 'options' | 'loading' | 'showSearch' | 'notFoundContent' | 'status'>;

interface Props extends PickerProps {
  query: QueryStatus;
  options: readonly PickOption[] | undefined;
  /** Replaces matching the typed text against the labels (a server search). */
  onSearch?: (text: string) => void;
  /** Shown in the list instead of the options while a search is under way. */
  searching?: boolean;
}

/**
 * The select every picker is: searchable, clearable, with a loading state and
 * a warning (not a broken list) when its options failed to load.
 */
export function OptionSelect({ query, options, onSearch, searching = false, ...select }: Props) {
  const { t } = useTranslation('widgets');
  const notFound: ReactNode = query.isError ? t('pick.failed') : searching ? t('loading') : t('pick.none');
  return (
    <Select<number | number[], PickOption>
      allowClear
      placeholder={t('pick.placeholder')}
      {...select}
      showSearch={onSearch ? { filterOption: false, onSearch } : { optionFilterProp: 'label' }}
      loading={query.isPending || searching}
      status={query.isError ? 'warning' : undefined}
      notFoundContent={notFound}
      options={options ? [...options] : []}
    />
  );
}
