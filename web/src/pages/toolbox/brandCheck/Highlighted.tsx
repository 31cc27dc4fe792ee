import type { BrandHit } from '@fwd/contract';
import { CATEGORY_COLORS } from './brandWords.tsx';

/** The description with every matched stretch marked (overlapping hits marked as one, coloured by the first). */
export function Highlighted({ text, hits }: { text: string; hits: BrandHit[] }) {
  const spans: { start: number; end: number; hit: BrandHit }[] = [];
  for (const hit of [...hits].sort((a, b) => a.start - b.start || b.end - a.end)) {
    const last = spans.at(-1);
    if (last && hit.start < last.end) last.end = Math.max(last.end, hit.end);
    else spans.push({ start: hit.start, end: hit.end, hit });
  }
  const parts: React.ReactNode[] = [];
  let at = 0;
  for (const { start, end, hit } of spans) {
    if (start > at) parts.push(text.slice(at, start));
    parts.push(
      <mark key={start} className={`brand-hit brand-hit-${CATEGORY_COLORS[hit.category]}`}>
        {text.slice(start, end)}
      </mark>,
    );
    at = end;
  }
  if (at < text.length) parts.push(text.slice(at));
  return <span className="brand-text">{parts}</span>;
}
