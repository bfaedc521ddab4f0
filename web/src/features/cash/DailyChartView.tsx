import { useEffect, useRef } from 'react';
import { theme } from 'antd';
import { useTranslation } from 'react-i18next';
import * as echarts from 'echarts/core';
import { BarChart, LineChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import { CanvasRenderer } from 'echarts/renderers';
import type { CashFlowDay } from '../../api/generated/model';
import { formatMoney } from '../../shared/format';

echarts.use([BarChart, LineChart, GridComponent, LegendComponent, TooltipComponent, CanvasRenderer]);

/** The chart itself (its own chunk, with ECharts): bars per day, in the console's theme colours. */
export default function DailyChartView({ days }: { days: CashFlowDay[] }) {
  const { t } = useTranslation('cash');
  const { token } = theme.useToken();
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    let chart: echarts.ECharts | undefined;
    try {
      chart = echarts.init(el, undefined, { renderer: 'canvas' });
    } catch {
      return; // no canvas (a test DOM): nothing to draw on
    }
    const axis = { lineStyle: { color: token.colorBorder } };
    const label = { color: token.colorTextSecondary, fontFamily: token.fontFamily };
    const series = (key: 'income' | 'withdrawals' | 'refunds', color: string) => ({
      name: t(`chart.${key}`),
      type: 'bar' as const,
      barMaxWidth: 14,
      itemStyle: { color, borderRadius: [2, 2, 0, 0] },
      data: days.map((d) => Number(d[key])),
    });
    chart.setOption({
      color: [token.colorSuccess, token.colorPrimary, token.colorError],
      textStyle: { fontFamily: token.fontFamily, color: token.colorText },
      tooltip: {
        trigger: 'axis',
        backgroundColor: token.colorBgElevated,
        borderColor: token.colorBorderSecondary,
        textStyle: { color: token.colorText },
        valueFormatter: (v: unknown) => `¥${formatMoney(Number(v))}`,
      },
      legend: { top: 0, textStyle: { color: token.colorText } },
      grid: { left: 8, right: 8, top: 36, bottom: 8, containLabel: true },
      xAxis: { type: 'category', data: days.map((d) => d.date.slice(5)), axisLine: axis, axisLabel: label },
      yAxis: { type: 'value', splitLine: { lineStyle: { color: token.colorBorderSecondary } }, axisLabel: label },
      series: [series('income', token.colorSuccess), series('withdrawals', token.colorPrimary), series('refunds', token.colorError)],
    });
    const resize = new ResizeObserver(() => chart?.resize());
    resize.observe(el);
    return () => {
      resize.disconnect();
      chart?.dispose();
    };
  }, [days, t, token]);

  return <div ref={ref} style={{ width: '100%', height: 280 }} data-testid="cash-chart" />;
}
