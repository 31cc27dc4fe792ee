import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { settings } from '../../../stores/settings.ts';
import { EChart } from './EChart.tsx';

// A chart that records what it is asked to do; happy-dom has no canvas.
const charts: {
  el: HTMLElement;
  theme?: string;
  setOption: ReturnType<typeof vi.fn>;
  resize: ReturnType<typeof vi.fn>;
  dispose: ReturnType<typeof vi.fn>;
  size: [number, number];
}[] = [];
vi.mock('./echarts.ts', () => ({
  echarts: {
    init: (el: HTMLElement, theme?: string) => {
      const chart = {
        el,
        theme,
        setOption: vi.fn(),
        resize: vi.fn(),
        dispose: vi.fn(),
        size: [0, 0] as [number, number],
      };
      charts.push(chart);
      return { ...chart, getWidth: () => chart.size[0], getHeight: () => chart.size[1] };
    },
  },
}));

/** IntersectionObserver and ResizeObserver the test drives. */
let onScreen: (() => void)[] = [];
let resized: (() => void)[] = [];
beforeEach(() => {
  charts.length = 0;
  onScreen = [];
  resized = [];
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(private readonly report: IntersectionObserverCallback) {}
      observe(target: Element) {
        onScreen.push(() =>
          this.report(
            [{ target, isIntersecting: true } as IntersectionObserverEntry],
            this as unknown as IntersectionObserver,
          ),
        );
      }
      disconnect() {}
    },
  );
  vi.stubGlobal(
    'ResizeObserver',
    class {
      constructor(private readonly report: ResizeObserverCallback) {}
      observe() {
        resized.push(() => this.report([], this as unknown as ResizeObserver));
      }
      disconnect() {}
    },
  );
});
afterEach(() => act(() => settings.restoreDefaults()));

const option = { series: [{ type: 'bar', data: [1, 2] }] };

describe('EChart', () => {
  it('is a labelled place until it is on the screen, then draws there at once (no growing animation) in the theme colour', () => {
    render(<EChart option={option} height={260} label="每日单量" />);
    expect(screen.getByRole('img', { name: '每日单量' })).toBeInTheDocument();
    expect(charts).toHaveLength(0);

    act(() => onScreen.forEach((come) => come()));
    expect(charts).toHaveLength(1);
    expect(charts[0]!.setOption).toHaveBeenCalledWith(
      expect.objectContaining({
        series: option.series,
        animationDuration: 0,
        color: expect.arrayContaining([settings.get().themeColor]),
      }),
      { notMerge: true },
    );
  });

  it('redraws to its box only when the box changes size, and in the dark theme when dark mode comes on', () => {
    render(<EChart option={option} height={260} label="每日单量" />);
    act(() => onScreen.forEach((come) => come()));
    const chart = charts[0]!;
    const box = screen.getByRole('img', { name: '每日单量' });
    Object.defineProperty(box, 'clientWidth', { configurable: true, get: () => 600 });
    Object.defineProperty(box, 'clientHeight', { configurable: true, get: () => 260 });

    chart.size = [600, 260];
    resized.forEach((report) => report());
    expect(chart.resize).not.toHaveBeenCalled();

    chart.size = [800, 260];
    resized.forEach((report) => report());
    expect(chart.resize).toHaveBeenCalledTimes(1);

    act(() => settings.change('darkMode', true));
    expect(chart.dispose).toHaveBeenCalled();
    expect(charts.at(-1)!.theme).toBe('dark');
    expect(charts.at(-1)!.setOption).toHaveBeenCalled();
  });
});
