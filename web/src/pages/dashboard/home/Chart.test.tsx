import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BarChart, DonutChart } from './Chart.tsx';

// happy-dom lays nothing out: the charts draw at this width, and the pointer is read against a box at the origin.
beforeEach(() => {
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(600);
});
afterEach(() => {
  vi.restoreAllMocks();
});

/** The chart once drawn: on the screen (test/setup.ts reports it so after a turn), measured. */
const drawn = (name: string) =>
  waitFor(() => {
    const figure = screen.getByRole('figure', { name });
    expect(figure.querySelector('svg')).not.toBeNull();
    return figure;
  });

const bars = (figure: HTMLElement) => [...figure.querySelectorAll('svg rect:not(.home-chart-shadow)')];

describe('BarChart', () => {
  it('stacks the series by category, the theme colour first, and turns a series off and on from its legend', async () => {
    render(
      <BarChart
        legend
        label="每日单量"
        categories={['03-01', '03-02']}
        series={[
          { name: '运输途中', data: [3, 0] },
          { name: '已签收', data: [1, 2], color: '#52c41a' },
        ]}
        primary="#1890ff"
        height={300}
      />,
    );
    const figure = await drawn('每日单量');
    // No bar for a zero; the second series sits on the first.
    expect(bars(figure).map((b) => b.getAttribute('fill'))).toEqual(['#1890ff', '#52c41a', '#52c41a']);
    const [first, second] = bars(figure);
    expect(Number(second!.getAttribute('y')) + Number(second!.getAttribute('height'))).toBeCloseTo(
      Number(first!.getAttribute('y')),
    );
    expect(figure).toHaveTextContent('03-01');

    await userEvent.setup().click(within(figure).getByRole('button', { name: '运输途中' }));
    expect(within(figure).getByRole('button', { name: '运输途中' })).toHaveAttribute('aria-pressed', 'false');
    expect(bars(figure).map((b) => b.getAttribute('fill'))).toEqual(['#52c41a', '#52c41a']);
    await userEvent.setup().click(within(figure).getByRole('button', { name: '运输途中' }));
    expect(bars(figure)).toHaveLength(3);
  });

  it('ranks categories top down, names cut to their room with the whole name kept, and a tooltip for the bar pointed at', async () => {
    render(
      <BarChart
        horizontal
        label="目的国"
        categories={['United States of America', '日本']}
        series={[{ name: '单量', data: [40, 10] }]}
        primary="#1890ff"
        height={260}
      />,
    );
    const figure = await drawn('目的国');
    const [us, jp] = bars(figure);
    expect(Number(us!.getAttribute('y'))).toBeLessThan(Number(jp!.getAttribute('y')));
    expect(Number(us!.getAttribute('width'))).toBeCloseTo(Number(jp!.getAttribute('width')) * 4);
    expect(figure).toHaveTextContent('United States o…');
    expect(figure.querySelector('title')).toHaveTextContent('United States of America');

    // The lower half of the plot is the second category's band.
    fireEvent.mouseMove(figure.querySelector('svg')!, { clientX: 300, clientY: 200 });
    expect(figure.querySelector('.home-chart-tip')).toHaveTextContent('日本单量10');
    fireEvent.mouseLeave(figure.querySelector('svg')!);
    expect(figure.querySelector('.home-chart-tip')).toBeNull();
  });
});

describe('DonutChart', () => {
  it('draws a slice a status in its share, none for an empty one, every status in the legend', async () => {
    render(
      <DonutChart
        label="状态分布"
        slices={[
          { name: '已签收', value: 3, color: '#52c41a' },
          { name: '运输途中', value: 1, color: '#1677ff' },
          { name: '异常', value: 0, color: '#f5222d' },
        ]}
        height={260}
      />,
    );
    const figure = await drawn('状态分布');
    expect([...figure.querySelectorAll('path')].map((p) => p.getAttribute('fill'))).toEqual(['#52c41a', '#1677ff']);
    expect(
      within(figure)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['已签收', '运输途中', '异常']);
    fireEvent.mouseMove(figure.querySelector('path')!, { clientX: 10, clientY: 10 });
    expect(figure.querySelector('.home-chart-tip')).toHaveTextContent('已签收3 (75%)');
  });

  it('draws a single status as a whole ring', async () => {
    render(<DonutChart label="状态分布" slices={[{ name: '已签收', value: 5, color: '#52c41a' }]} height={260} />);
    const ring = (await drawn('状态分布')).querySelector('path')!;
    // Two half arcs outside, two inside.
    expect(ring.getAttribute('d')!.match(/A /g)).toHaveLength(4);
  });
});
