import type { TariffMatch, TariffNode } from '@fwd/contract';
import { Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/*
 * How the tariff screens write a code and a name: digits grouped as the
 * tariff prints them (8471.30.00), a section by its numeral, the matched
 * characters marked.
 */

/** Where the digit at `i` stands once grouped: four, then pairs. */
const shownAt = (i: number) => (i < 4 ? i : i + Math.floor((i - 4) / 2) + 1);

/** 84713000 → 8471.30.00; a chapter, heading or section as it is. */
export const formatCode = (code: string) =>
  /^\d{5,}$/.test(code) ? [code.slice(0, 4), ...(code.slice(4).match(/\d{1,2}/g) ?? [])].join('.') : code;

/** Ranges of a code's digits as ranges of its grouped form. */
const shownRanges = (code: string, ranges: [number, number][]): [number, number][] =>
  /^\d{5,}$/.test(code) ? ranges.map(([s, e]) => [shownAt(s), shownAt(e - 1) + 1]) : ranges;

/** The text with the ranges marked (merged when they touch or overlap). */
export function Marked({ text, ranges }: { text: string; ranges: [number, number][] }) {
  if (!ranges.length) return <>{text}</>;
  const sorted = [...ranges].sort((a, b) => a[0] - b[0]);
  const parts: ReactNode[] = [];
  let at = 0;
  for (const [start, end] of sorted) {
    const s = Math.max(start, at);
    if (end <= s) continue;
    if (s > at) parts.push(text.slice(at, s));
    parts.push(<mark key={s}>{text.slice(s, end)}</mark>);
    at = end;
  }
  parts.push(text.slice(at));
  return <>{parts}</>;
}

const rangesOf = (matches: TariffMatch[], field: TariffMatch['field']) =>
  matches.filter((m) => m.field === field).flatMap((m) => m.ranges);

/** A code as the tariff prints it, its matched digits marked. */
export function CodeText({
  node,
  matches = [],
}: {
  node: Pick<TariffNode, 'code' | 'level'>;
  matches?: TariffMatch[];
}) {
  const { t } = useTranslation('toolbox');
  if (node.level === 'section') return <>{t('tariffCode.sectionCode', { code: node.code })}</>;
  return <Marked text={formatCode(node.code)} ranges={shownRanges(node.code, rangesOf(matches, 'code'))} />;
}

/** The names a node has, the reader's language first: Chinese readers see the Chinese name above the English. */
export function useNames() {
  const { i18n } = useTranslation();
  const zhFirst = i18n.language.startsWith('zh');
  return (node: Pick<TariffNode, 'nameEn' | 'nameZh'>): { field: 'nameEn' | 'nameZh'; text: string }[] => {
    const names = [
      ...(node.nameZh ? [{ field: 'nameZh' as const, text: node.nameZh }] : []),
      ...(node.nameEn ? [{ field: 'nameEn' as const, text: node.nameEn }] : []),
    ];
    return zhFirst ? names : names.reverse();
  };
}

/** The node's names, the first plain and the second quieter, matches marked. */
export function NodeNames({ node, matches = [] }: { node: TariffNode; matches?: TariffMatch[] }) {
  const names = useNames()(node);
  return (
    <>
      {names.map((n, i) => (
        <div key={n.field} className={i === 0 ? 'tariff-name' : 'tariff-name tariff-name-second'}>
          <Typography.Text type={i === 0 ? undefined : 'secondary'}>
            <Marked text={n.text} ranges={rangesOf(matches, n.field)} />
          </Typography.Text>
        </div>
      ))}
    </>
  );
}

/** The shortest name to show in a path: the reader's language first. */
export function useShortName() {
  const names = useNames();
  return (node: TariffNode) => names(node)[0]?.text ?? '';
}

/** A line not in force today (the company's day is close enough to the browser's for a flag). */
export const inForce = (from: string | null, to: string | null, today = new Date().toISOString().slice(0, 10)) =>
  (from === null || from <= today) && (to === null || to >= today);
