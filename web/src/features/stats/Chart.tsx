import { Suspense, lazy } from 'react';
import { Empty, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ChartProps } from './chartTypes';

/** ECharts is loaded only when there is something to draw. */
const ChartView = lazy(() => import('./ChartView'));

/**
 * A statistics chart, or "no data" when every value is zero. The values are also listed in a
 * hidden table for screen readers and tests (a canvas says nothing).
 */
export function Chart(props: ChartProps & { emptyText?: string }) {
  const { t } = useTranslation('stats');
  const { emptyText, ...chart } = props;
  const quiet = chart.series.every((s) => s.data.every((v) => !v));
  if (quiet) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={emptyText ?? t('chart.empty')} data-testid={`${chart.testId}-empty`} />;
  return (
    <>
      <Suspense fallback={<Skeleton active paragraph={{ rows: 6 }} />}>
        <ChartView {...chart} />
      </Suspense>
      <table className="sr-only" style={SR_ONLY} data-testid={`${chart.testId}-data`}>
        <tbody>
          {chart.categories.map((c, i) => (
            <tr key={c}>
              <th>{c}</th>
              {chart.series.map((s) => (
                <td key={s.name}>{s.data[i]}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}

const SR_ONLY = { position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' } as const;
