import { useEffect, useRef } from 'react';
import { theme } from 'antd';
import * as echarts from 'echarts/core';
import { BarChart, LineChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import { CanvasRenderer } from 'echarts/renderers';
import { formatFigure } from './format';
import type { ChartProps } from './chartTypes';

echarts.use([BarChart, LineChart, GridComponent, LegendComponent, TooltipComponent, CanvasRenderer]);

/**
 * The statistics charts (their own chunk, with ECharts): lines or bars over categories, or
 * horizontal bars (a split by province), in the console's theme colours.
 */
export default function ChartView({ categories, series, horizontal, height = 300, testId }: ChartProps) {
  const { token } = theme.useToken();
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    // No canvas to draw on (a test DOM): the hidden table beside the chart still lists the values.
    if (!document.createElement('canvas').getContext?.('2d')) return;
    let chart: echarts.ECharts | undefined;
    try {
      chart = echarts.init(el, undefined, { renderer: 'canvas' });
    } catch {
      return;
    }
    const palette = [token.colorPrimary, token.colorSuccess, token.colorWarning, token.colorError, token.colorInfo];
    const axis = { lineStyle: { color: token.colorBorder } };
    const label = { color: token.colorTextSecondary, fontFamily: token.fontFamily };
    const categoryAxis = { type: 'category' as const, data: categories, axisLine: axis, axisLabel: label };
    const valueAxis = { type: 'value' as const, splitLine: { lineStyle: { color: token.colorBorderSecondary } }, axisLabel: label };
    const kinds = new Map(series.map((s) => [s.name, s.kind]));
    chart.setOption({
      color: palette,
      textStyle: { fontFamily: token.fontFamily, color: token.colorText },
      tooltip: {
        trigger: 'axis',
        confine: true,
        backgroundColor: token.colorBgElevated,
        borderColor: token.colorBorderSecondary,
        textStyle: { color: token.colorText },
        formatter: (items: { seriesName: string; value: unknown; axisValueLabel: string; marker: string }[]) =>
          [items[0]?.axisValueLabel ?? '', ...items.map((i) => `${i.marker}${i.seriesName}: ${formatFigure(i.value as number, kinds.get(i.seriesName) ?? 'count')}`)].join('<br/>'),
      },
      legend: series.length > 1 ? { top: 0, textStyle: { color: token.colorText } } : undefined,
      grid: { left: 8, right: 16, top: series.length > 1 ? 36 : 16, bottom: 8, containLabel: true },
      xAxis: horizontal ? valueAxis : categoryAxis,
      yAxis: horizontal ? { ...categoryAxis, inverse: true } : valueAxis,
      series: series.map((s) => ({
        name: s.name,
        type: s.type,
        data: s.data,
        smooth: s.type === 'line',
        showSymbol: categories.length <= 31,
        barMaxWidth: 16,
        itemStyle: s.type === 'bar' ? { borderRadius: horizontal ? [0, 2, 2, 0] : [2, 2, 0, 0] } : undefined,
        areaStyle: s.type === 'line' && series.length === 1 ? { opacity: 0.12 } : undefined,
      })),
    });
    const resize = new ResizeObserver(() => chart?.resize());
    resize.observe(el);
    return () => {
      resize.disconnect();
      chart?.dispose();
    };
  }, [categories, series, horizontal, token]);

  return <div ref={ref} style={{ width: '100%', height }} data-testid={testId} />;
}
