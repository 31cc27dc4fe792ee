import { Card, Skeleton } from 'antd';

/** The chart heights Charts.tsx draws: the orders-a-day chart across the grid, the others two a row. */
export const DAILY_CHART_HEIGHT = 300;
export const CHART_HEIGHT = 260;

/**
 * The charts' places while their code or the status names come, each a card of its chart's height laid out as
 * Charts.tsx lays the charts (home.css .home-charts): nothing jumps when they come, and what lies below stays below
 * the fold.
 */
export function ChartPlaces() {
  return (
    <div className="home-charts">
      {[DAILY_CHART_HEIGHT, CHART_HEIGHT, CHART_HEIGHT, CHART_HEIGHT, CHART_HEIGHT].map((height, i) => (
        // A title of one blank keeps the card's header, so the place is as tall as the chart's card.
        <Card key={i} size="small" title={'\u00a0'}>
          <div style={{ height }}>
            <Skeleton active />
          </div>
        </Card>
      ))}
    </div>
  );
}
