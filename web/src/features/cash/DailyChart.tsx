import { Suspense, lazy } from 'react';
import { Card, Empty, Result, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { useAdminCashFlowDaily } from '../../api/generated/cash/cash';
import type { CashFlowDay } from '../../api/generated/model';
import { usePermission } from '../../session/permission';

/** ECharts is loaded only when there is something to draw. */
const DailyChartView = lazy(() => import('./DailyChartView'));

const CHART_DAYS = 30;

/** True when no day of the range moved money. */
function allZero(days: CashFlowDay[]): boolean {
  return days.every((d) => Number(d.income) === 0 && Number(d.withdrawals) === 0 && Number(d.refunds) === 0);
}

/** The account page's 30 days: income, withdrawals and refunds per shop day. */
export function DailyChart() {
  const { t } = useTranslation('cash');
  const canRead = usePermission('cash:flow:read');
  const daily = useAdminCashFlowDaily({ days: CHART_DAYS }, { query: { enabled: canRead } });
  const days = daily.data?.list;

  let body: React.ReactNode;
  if (!canRead) body = <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('account.chartEmpty')} />;
  else if (daily.isError) body = <Result status="warning" title={t('chart.loadFailed')} />;
  else if (!days) body = <Skeleton active paragraph={{ rows: 6 }} />;
  else if (allZero(days)) body = <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('chart.empty')} data-testid="cash-chart-empty" />;
  else
    body = (
      <Suspense fallback={<Skeleton active paragraph={{ rows: 6 }} />}>
        <DailyChartView days={days} />
      </Suspense>
    );

  return (
    <Card title={t('account.chart')} data-testid="cash-chart-slot">
      {body}
    </Card>
  );
}
