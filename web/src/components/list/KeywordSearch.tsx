import { Input } from 'antd';
import './list.css';
import type { QueryPatch } from './useUrlQuery.ts';

/** The keyword search of a list; searching starts again from the first page. */
export function KeywordSearch({
  keyword,
  placeholder,
  onQuery,
}: {
  keyword: string;
  placeholder: string;
  onQuery: (patch: QueryPatch) => void;
}) {
  return (
    <Input.Search
      // Remounts when the URL's keyword changes (a link, the back button), so the box shows it.
      key={keyword}
      allowClear
      defaultValue={keyword}
      placeholder={placeholder}
      aria-label={placeholder}
      onSearch={(value) => onQuery({ keyword: value.trim(), page: null })}
      className="list-search"
    />
  );
}
