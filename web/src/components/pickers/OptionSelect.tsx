import { Select, type SelectProps } from 'antd';
import { useEffect, useEffectEvent, useState, type KeyboardEvent, type ReactNode } from 'react';
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
export type PickerProps = Omit<
  SelectProps<number | number[], PickOption>,
  'options' | 'loading' | 'showSearch' | 'notFoundContent' | 'status'
> & {
  current?: PickOption | readonly PickOption[] | null;
};

/** The options with the record's current values the list lacks, after them. */
export function withCurrent(options: readonly PickOption[] | undefined, current: PickerProps['current']): PickOption[] {
  const listed = options ?? [];
  const own =
    current == null ? [] : Array.isArray(current) ? (current as readonly PickOption[]) : [current as PickOption];
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

const matches = (label: string, text: string) => label.toLowerCase().includes(text.trim().toLowerCase());

/**
 * The select every picker is: searchable, clearable, with a loading state and
 * a warning (not a broken list) when its options failed to load.
 *
 * Enter typed while the options load is held with the typed text, and takes
 * the best match once they arrive (the server's first answer, or the first
 * label holding the text): antd would take nothing, or a row of the list about
 * to be replaced, and close the list with the text lost.
 */
export function OptionSelect({ query, options, current, onSearch, searching = false, ...select }: Props) {
  const { t } = useTranslation('widgets');
  const [typed, setTyped] = useState('');
  const [held, setHeld] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const [taken, setTaken] = useState<{ option: PickOption } | null>(null);
  const loading = query.isPending || searching;
  const shown = withCurrent(options, current);
  if (held !== null && !loading) {
    setHeld(null);
    const match = onSearch ? shown[0] : shown.find((o) => matches(o.label, held));
    if (match) setTaken({ option: match });
    // A single pick closes the list as antd's own does; several stay open for more.
    if (match && select.mode !== 'multiple') setOpen(false);
  }
  const openChange = (next: boolean) => {
    setOpen(next);
    select.onOpenChange?.(next);
  };
  const take = useEffectEvent(({ value: picked }: PickOption) => {
    const { mode, value, onChange } = select;
    if (mode !== 'multiple') {
      select.onOpenChange?.(false);
      return onChange?.(
        picked,
        shown.find((o) => o.value === picked),
      );
    }
    const values = [...(Array.isArray(value) ? value : []).filter((v) => v !== picked), picked];
    onChange?.(
      values,
      shown.filter((o) => values.includes(o.value)),
    );
  });
  useEffect(() => {
    if (taken) take(taken.option);
  }, [taken]);

  const search = (text: string) => {
    setTyped(text);
    setHeld(null);
    onSearch?.(text);
  };
  const holdEnter = (event: KeyboardEvent) => {
    if (event.key !== 'Enter' || !loading || typed.trim() === '' || query.isError) return;
    event.preventDefault();
    event.stopPropagation();
    setHeld(typed);
  };

  const notFound: ReactNode = query.isError ? t('pick.failed') : loading ? t('loading') : t('pick.none');
  return (
    // Caught before antd's own handler, which would act on the Enter first.
    <span style={{ display: 'contents' }} onKeyDownCapture={holdEnter}>
      <Select<number | number[], PickOption>
        allowClear
        placeholder={t('pick.placeholder')}
        {...select}
        open={select.open ?? (open || held !== null)}
        onOpenChange={openChange}
        showSearch={{ filterOption: onSearch ? false : undefined, optionFilterProp: 'label', onSearch: search }}
        loading={loading}
        status={query.isError ? 'warning' : undefined}
        notFoundContent={notFound}
        options={shown}
      />
    </span>
  );
}
