import { useEffect, useRef } from 'react';
import { useSettings } from '../../../shell/stores/settings.ts';
import { echarts, type ChartOption } from './echarts.ts';

/**
 * One chart: drawn in the app's theme (dark mode too, the theme colour first),
 * redrawn to its box whenever the box changes size (the sidebar opening or
 * closing, the window), disposed with the component.
 */
export function EChart({ option, height, label }: { option: ChartOption; height: number; label: string }) {
  const box = useRef<HTMLDivElement>(null);
  const chart = useRef<echarts.ECharts | null>(null);
  const dark = useSettings((s) => s.darkMode);
  const primary = useSettings((s) => s.themeColor);

  useEffect(() => {
    const el = box.current!;
    const c = echarts.init(el, dark ? 'dark' : undefined);
    chart.current = c;
    const resized = new ResizeObserver(() => c.resize());
    resized.observe(el);
    return () => {
      resized.disconnect();
      c.dispose();
      chart.current = null;
    };
  }, [dark]);

  useEffect(() => {
    chart.current?.setOption({ backgroundColor: 'transparent', color: [primary, ...PALETTE], ...option }, { notMerge: true });
  }, [option, primary, dark]);

  return <div ref={box} role="img" aria-label={label} style={{ width: '100%', height }} />;
}

/** After the theme colour, ECharts' own series colours. */
const PALETTE = ['#91cc75', '#fac858', '#ee6666', '#73c0de', '#3ba272', '#fc8452', '#9a60b4', '#ea7ccc', '#5470c6'];
