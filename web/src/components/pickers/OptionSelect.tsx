import { Select, type SelectProps } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { QueryStatus } from '../QueryState.tsx';

export interface PickOption {
  value: number;
  label: string;
}

/**
 * What a form or filter sets on a picker: one id, or several with `mode="multiple"`; and `current`, the
 * record's own values by name (what the record says it points at), shown by name even when the caller's
 * options lack them: a customer outside the caller's scope, a disabled channel, a departed employee.
 */
export type PickerProps = Omit<SelectProps<number | number[], PickOption>, 'options' | 'loading' | 'showSearch' | 'notFoundContent' | 'status'> & {
  current?: PickOption | readonly PickOption[] | null;
};

/** The options with the record's current values the list lacks, after them. */
export function withCurrent(options: readonly PickOption[] | undefined, current: PickerProps['current']): PickOption[] {
  const listed = options ?? [];
  const own = current == null ? [] : Array.isArray(current) ? (current as readonly PickOption[]) : [current as PickOption];
  return [...listed, ...own.filter((c) => !listed.some((o) => o.value === c.value))];
}

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
export function OptionSelect({ query, options, current, onSearch, searching = false, ...select }: Props) {
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
      options={withCurrent(options, current)}
    />
  );
}
