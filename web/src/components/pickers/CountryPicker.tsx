import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { countriesQueries } from '../../api/countries.ts';
import { OptionSelect, type PickerProps } from './OptionSelect.tsx';

/** How long typing pauses before the server is asked. */
export const SEARCH_DELAY_MS = 300;

/**
 * Picks enabled countries. The server does the matching, so 美国 is found by
 * `us`, `USA`, `美`, `meiguo` or `mg`; each text typed is asked once and
 * cached under the countries area, as the full list is.
 */
export function CountryPicker(props: PickerProps) {
  const [typed, setTyped] = useState('');
  const [keyword, setKeyword] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setKeyword(typed.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [typed]);
  const all = useQuery(countriesQueries.options(''));
  const found = useQuery({ ...countriesQueries.options(keyword), enabled: keyword !== '' });
  const shown = keyword ? found.data : all.data;
  return (
    <OptionSelect
      {...props}
      query={all}
      options={shown?.map((c) => ({ value: c.id, label: label(c.countryName, c.countryNameCn, c.code) }))}
      onSearch={setTyped}
      searching={typed.trim() !== keyword || (keyword !== '' && found.isFetching)}
      onOpenChange={(open) => !open && setTyped('')}
    />
  );
}

/** The name in the user's language, with the Chinese one beside it when they differ (staff mix both). */
const label = (name: string, nameCn: string, code: string) =>
  name === nameCn ? `${name} (${code})` : `${name} · ${nameCn} (${code})`;

/**
 * A country by its ISO code (what filters and queries take, what a URL keeps),
 * picked as CountryPicker picks it; a Chinese name matches too.
 */
export function CountryCodePicker({
  value,
  onChange,
  ...props
}: Omit<PickerProps, 'value' | 'onChange' | 'mode'> & { value?: string; onChange?: (code: string) => void }) {
  const all = useQuery(countriesQueries.options(''));
  const selected = value ? all.data?.find((c) => c.code === value || c.countryNameCn === value)?.id : undefined;
  return (
    <CountryPicker
      {...props}
      value={selected}
      onChange={(picked) => onChange?.(all.data?.find((c) => c.id === picked)?.code ?? '')}
    />
  );
}
