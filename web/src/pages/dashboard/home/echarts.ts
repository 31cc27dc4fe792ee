import { BarChart, PieChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';

/**
 * ECharts as the home page draws it: the core with only its bar and pie charts,
 * axes, legend and tooltips, on canvas (about a third of the full build). Only
 * Charts.tsx imports this, and the page loads that lazily, after its frame.
 */
echarts.use([BarChart, PieChart, GridComponent, LegendComponent, TooltipComponent, CanvasRenderer]);

export { echarts };
export type ChartOption = echarts.EChartsCoreOption;
