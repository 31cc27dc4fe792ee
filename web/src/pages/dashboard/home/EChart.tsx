import { useEffect, useRef } from 'react';
import { NearScreen } from '../../../components/NearScreen.tsx';
import { useSettings } from '../../../stores/settings.ts';
import { echarts, type ChartOption } from './echarts.ts';

interface Props {
  option: ChartOption;
  height: number;
  label: string;
}

/**
 * One chart, drawn once it is on the screen: each is some tens of milliseconds of layout and painting on a slow PC,
 * which the charts below the fold do not add to the first screen.
 */
export function EChart(props: Props) {
  const placeholder = <div role="img" aria-label={props.label} style={{ height: props.height }} />;
  return (
    <NearScreen margin="0px" fallback={placeholder}>
      <Drawn {...props} />
    </NearScreen>
  );
}

/**
 * Drawn in the app's theme (dark mode too, the theme colour first), redrawn to its box whenever the box changes size
 * (the sidebar opening or closing, the window), disposed with the component.
 */
function Drawn({ option, height, label }: Props) {
  const box = useRef<HTMLDivElement>(null);
  const chart = useRef<echarts.ECharts | null>(null);
  const dark = useSettings((s) => s.darkMode);
  const primary = useSettings((s) => s.themeColor);

  useEffect(() => {
    const el = box.current!;
    const c = echarts.init(el, dark ? 'dark' : undefined);
    chart.current = c;
    // ECharts lays the whole chart out again on every resize, even to the size it has (as when observing starts).
    const resized = new ResizeObserver(() => {
      if (c.getWidth() !== el.clientWidth || c.getHeight() !== el.clientHeight) c.resize();
    });
    resized.observe(el);
    return () => {
      resized.disconnect();
      c.dispose();
      chart.current = null;
    };
  }, [dark]);

  useEffect(() => {
    // Drawn at once rather than grown over a second: the growing's frames kept a slow PC busy that second.
    chart.current?.setOption(
      { backgroundColor: 'transparent', color: [primary, ...PALETTE], animationDuration: 0, ...option },
      { notMerge: true },
    );
  }, [option, primary, dark]);

  return <div ref={box} role="img" aria-label={label} style={{ width: '100%', height }} />;
}

/** After the theme colour, ECharts' own series colours. */
const PALETTE = ['#91cc75', '#fac858', '#ee6666', '#73c0de', '#3ba272', '#fc8452', '#9a60b4', '#ea7ccc', '#5470c6'];
