import { useLayoutEffect, useRef, useState, type MouseEvent, type ReactNode } from 'react';
import { NearScreen } from '../../../components/NearScreen.tsx';
import { formatNumber } from '../../../utils/number.ts';
import { labelWidth, niceTicks, truncate } from './chartScale.ts';
import './chart.css';

export interface Series {
  name: string;
  data: number[];
  /** Else the next of the palette: the theme colour first. */
  color?: string;
}

/** After the theme colour, the series colours ECharts drew with (the charts' look before they were the console's own). */
export const PALETTE = [
  '#91cc75',
  '#fac858',
  '#ee6666',
  '#73c0de',
  '#3ba272',
  '#fc8452',
  '#9a60b4',
  '#ea7ccc',
  '#5470c6',
];

interface Frame {
  height: number;
  /** The chart's name: a figure of the legend's toggles and the drawing (for the eye: the numbers are the cards'). */
  label: string;
}

/**
 * A chart drawn once it is on the screen (those below the fold cost nothing until scrolled to), at its box's width,
 * again whenever that changes (the sidebar opening or closing, the window). SVG with plain elements: ECharts, which
 * drew them before, was 150 KB of the sign-in's 370 KB of scripts.
 */
function Sized({ height, label, children }: Frame & { children: (width: number) => ReactNode }) {
  const box = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    const el = box.current!;
    setWidth(el.clientWidth);
    const resized = new ResizeObserver(() => setWidth(el.clientWidth));
    resized.observe(el);
    return () => resized.disconnect();
  }, []);
  return (
    <figure ref={box} className="home-chart" aria-label={label} style={{ height }}>
      {width > 0 && children(width)}
    </figure>
  );
}

const onScreen = (frame: Frame, draw: (width: number) => ReactNode) => (
  <NearScreen
    margin="0px"
    fallback={<figure className="home-chart" aria-label={frame.label} style={{ height: frame.height }} />}
  >
    <Sized {...frame}>{draw}</Sized>
  </NearScreen>
);

/** What the pointer is over: its lines, where the tooltip shows. */
interface Tip {
  x: number;
  y: number;
  title?: string;
  lines: { name: string; color: string; value: string }[];
}

function Tooltip({ tip, width, height }: { tip: Tip | null; width: number; height: number }) {
  if (!tip) return null;
  // Beside the pointer, on its left past the middle and above it in the lower half, so it stays over the chart.
  const style = {
    ...(tip.x > width / 2 ? { right: width - tip.x + 12 } : { left: tip.x + 12 }),
    ...(tip.y > height / 2 ? { bottom: height - tip.y + 12 } : { top: tip.y + 12 }),
  };
  return (
    <div className="home-chart-tip" style={style}>
      {tip.title && <div className="home-chart-tip-title">{tip.title}</div>}
      {tip.lines.map((line) => (
        <div key={line.name}>
          <span className="home-chart-swatch" style={{ background: line.color }} />
          {line.name}
          <b>{line.value}</b>
        </div>
      ))}
    </div>
  );
}

/** The series' names above the chart: each turns its series off and on, as ECharts' legend did. */
function Legend({
  items,
  hidden,
  toggle,
}: {
  items: readonly { name: string; color: string }[];
  hidden: ReadonlySet<string>;
  toggle: (name: string) => void;
}) {
  return (
    <ul className="home-chart-legend">
      {items.map(({ name, color }) => (
        <li key={name}>
          <button type="button" aria-pressed={!hidden.has(name)} onClick={() => toggle(name)}>
            <span className="home-chart-swatch" style={{ background: hidden.has(name) ? undefined : color }} />
            {name}
          </button>
        </li>
      ))}
    </ul>
  );
}

const colored = (series: readonly Series[], primary: string) =>
  series.map((s, i) => ({ ...s, color: s.color ?? [primary, ...PALETTE][i % (PALETTE.length + 1)]! }));

const useHidden = () => {
  const [hidden, setHidden] = useState<ReadonlySet<string>>(new Set());
  const toggle = (name: string) =>
    setHidden((h) => {
      const next = new Set(h);
      if (!next.delete(name)) next.add(name);
      return next;
    });
  return [hidden, toggle] as const;
};

const pointer = (event: MouseEvent<Element>) => {
  const box = event.currentTarget.getBoundingClientRect();
  return { x: event.clientX - box.left, y: event.clientY - box.top };
};

interface BarProps extends Frame {
  categories: readonly string[];
  series: readonly Series[];
  primary: string;
  /** Categories down the side, the first on top (a ranking); else along the bottom, the series stacked. */
  horizontal?: boolean;
  legend?: boolean;
  format?: (value: number) => string;
}

const FONT = 12;
const GAP = 8;

/** Bars: stacked columns by category with a legend (orders a day), or a ranking of horizontal bars. */
export function BarChart(props: BarProps) {
  return onScreen(props, (width) => <Bars {...props} width={width} />);
}

function Bars({
  categories,
  series,
  primary,
  horizontal = false,
  legend = false,
  format = formatNumber,
  height,
  width,
}: BarProps & { width: number }) {
  const [hidden, toggle] = useHidden();
  const [tip, setTip] = useState<Tip | null>(null);
  const all = colored(series, primary);
  const shown = all.filter((s) => !hidden.has(s.name));
  const totals = categories.map((_, i) => shown.reduce((sum, s) => sum + (s.data[i] ?? 0), 0));
  const ticks = niceTicks(Math.max(0, ...totals));
  const top = ticks.at(-1)!;
  const legendHeight = legend ? 28 : 0;
  const h = height - legendHeight;

  // The value axis's labels and the categories' take their room first; the plot gets the rest.
  const valueLabels = ticks.map(format);
  const categoryLabels = horizontal ? categories.map((c) => truncate(c, 16)) : categories;
  const left = horizontal
    ? Math.min(120, Math.max(...categoryLabels.map(labelWidth), 0)) + GAP
    : Math.max(...valueLabels.map(labelWidth)) + GAP;
  const bottom = FONT + GAP * 1.5;
  const right = horizontal ? labelWidth(valueLabels.at(-1)!) / 2 + 4 : GAP * 2;
  const plotW = Math.max(1, width - left - right);
  const plotH = Math.max(1, h - GAP - bottom);
  const band = (horizontal ? plotH : plotW) / Math.max(1, categories.length);
  const thick = Math.min(horizontal ? 18 : 24, band * 0.6);
  const scale = (v: number) => (v / top) * (horizontal ? plotW : plotH);
  // Every k-th category's label along the bottom, so they do not run into each other.
  const every = horizontal ? 1 : Math.max(1, Math.ceil(Math.max(...categories.map(labelWidth), 1) / (band - 4)));

  const hover = (event: MouseEvent<SVGSVGElement>) => {
    const { x, y } = pointer(event);
    const at = horizontal ? y - GAP : x - left;
    const i = Math.floor(at / band);
    if (i < 0 || i >= categories.length || (horizontal ? x < left : y > GAP + plotH)) return setTip(null);
    setTip({
      x,
      y: y + legendHeight,
      title: categories[i],
      lines: shown.map((s) => ({ name: s.name, color: s.color, value: format(s.data[i] ?? 0) })),
    });
  };
  const hovered = tip && categories.indexOf(tip.title!);

  return (
    <>
      {legend && <Legend items={all} hidden={hidden} toggle={toggle} />}
      <svg aria-hidden width={width} height={h} onMouseMove={hover} onMouseLeave={() => setTip(null)}>
        {hovered !== null && hovered >= 0 && (
          <rect
            className="home-chart-shadow"
            {...(horizontal
              ? { x: left, y: GAP + hovered * band, width: plotW, height: band }
              : { x: left + hovered * band, y: GAP, width: band, height: plotH })}
          />
        )}
        {ticks.map((tick, i) => {
          const at = scale(tick);
          return horizontal ? (
            <g key={tick}>
              <line className="home-chart-grid" x1={left + at} x2={left + at} y1={GAP} y2={GAP + plotH} />
              <text className="home-chart-text" x={left + at} y={GAP + plotH + FONT + 4} textAnchor="middle">
                {valueLabels[i]}
              </text>
            </g>
          ) : (
            <g key={tick}>
              <line
                className="home-chart-grid"
                x1={left}
                x2={left + plotW}
                y1={GAP + plotH - at}
                y2={GAP + plotH - at}
              />
              <text className="home-chart-text" x={left - 6} y={GAP + plotH - at + 4} textAnchor="end">
                {valueLabels[i]}
              </text>
            </g>
          );
        })}
        {categories.map((category, i) => {
          const middle = i * band + band / 2;
          return (
            <g key={`${i}-${category}`}>
              {shown.map((s, j) => {
                const value = s.data[i] ?? 0;
                const length = scale(value);
                // Stacked: the series before this one, on this category, lie under it.
                const from = scale(shown.slice(0, j).reduce((sum, below) => sum + (below.data[i] ?? 0), 0));
                if (value <= 0) return null;
                return horizontal ? (
                  <rect
                    key={s.name}
                    fill={s.color}
                    x={left + from}
                    y={GAP + middle - thick / 2}
                    width={length}
                    height={thick}
                  />
                ) : (
                  <rect
                    key={s.name}
                    fill={s.color}
                    x={left + middle - thick / 2}
                    y={GAP + plotH - from - length}
                    width={thick}
                    height={length}
                  />
                );
              })}
              {horizontal ? (
                <text className="home-chart-text" x={left - 6} y={GAP + middle + 4} textAnchor="end">
                  <title>{category}</title>
                  {categoryLabels[i]}
                </text>
              ) : (
                i % every === 0 && (
                  <text className="home-chart-text" x={left + middle} y={GAP + plotH + FONT + 4} textAnchor="middle">
                    {category}
                  </text>
                )
              )}
            </g>
          );
        })}
        <line
          className="home-chart-axis"
          {...(horizontal
            ? { x1: left, x2: left, y1: GAP, y2: GAP + plotH }
            : { x1: left, x2: left + plotW, y1: GAP + plotH, y2: GAP + plotH })}
        />
      </svg>
      <Tooltip tip={tip} width={width} height={height} />
    </>
  );
}

interface DonutProps extends Frame {
  slices: readonly { name: string; value: number; color: string }[];
  format?: (value: number) => string;
}

/** A ring of shares (the status split) with its legend on the right. */
export function DonutChart(props: DonutProps) {
  return onScreen(props, (width) => <Donut {...props} width={width} />);
}

function Donut({ slices, format = formatNumber, height, width }: DonutProps & { width: number }) {
  const [hidden, toggle] = useHidden();
  const [tip, setTip] = useState<Tip | null>(null);
  const shown = slices.filter((s) => !hidden.has(s.name) && s.value > 0);
  const total = shown.reduce((sum, s) => sum + s.value, 0);
  const cx = width * 0.35;
  const cy = height / 2;
  const outer = Math.min(width * 0.35, height / 2) * 0.72;
  const inner = (outer * 45) / 72;
  // Clockwise from twelve o'clock: each slice starts where the values before it end.
  const angleAt = (before: number) => -Math.PI / 2 + (total ? (before / total) * Math.PI * 2 : 0);
  const arcs = shown.map((slice, i) => {
    const before = shown.slice(0, i).reduce((sum, s) => sum + s.value, 0);
    return { ...slice, from: angleAt(before), to: angleAt(before + slice.value) };
  });
  const point = (r: number, a: number) => `${cx + r * Math.cos(a)} ${cy + r * Math.sin(a)}`;
  const path = (from: number, to: number): string => {
    // A whole ring is two halves: an arc's ends may not meet.
    if (to - from >= Math.PI * 2 - 1e-9) return `${path(from, from + Math.PI)} ${path(from + Math.PI, to)}`;
    const large = to - from > Math.PI ? 1 : 0;
    return (
      `M ${point(outer, from)} A ${outer} ${outer} 0 ${large} 1 ${point(outer, to)} ` +
      `L ${point(inner, to)} A ${inner} ${inner} 0 ${large} 0 ${point(inner, from)} Z`
    );
  };
  return (
    <>
      <svg aria-hidden width={width * 0.7} height={height} onMouseLeave={() => setTip(null)}>
        {arcs.map((arc) => (
          <path
            key={arc.name}
            d={path(arc.from, arc.to)}
            fill={arc.color}
            onMouseMove={(event) => {
              const box = event.currentTarget.ownerSVGElement!.getBoundingClientRect();
              setTip({
                x: event.clientX - box.left,
                y: event.clientY - box.top,
                lines: [
                  {
                    name: arc.name,
                    color: arc.color,
                    value: `${format(arc.value)} (${Math.round((arc.value / total) * 100)}%)`,
                  },
                ],
              });
            }}
          />
        ))}
      </svg>
      <div className="home-chart-side">
        <Legend items={slices} hidden={hidden} toggle={toggle} />
      </div>
      <Tooltip tip={tip} width={width} height={height} />
    </>
  );
}
