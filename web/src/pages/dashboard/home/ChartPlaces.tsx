import { Card, Skeleton } from 'antd';

/**
 * The charts' places while their code or the status names come, laid out as Charts.tsx lays the charts (home.css
 * .home-charts: a wide card of a 300 px chart, then two a row of 260 px): nothing jumps when they come, and what
 * lies below stays below the fold.
 */
export function ChartPlaces() {
  return (
    <div className="home-charts">
      {[363, 323, 323, 323, 323].map((height, i) => (
        <Card key={i} size="small" style={{ height }}>
          <Skeleton active />
        </Card>
      ))}
    </div>
  );
}
