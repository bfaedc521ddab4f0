import { Card, Segmented, Skeleton, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { useAdminStatsGoods } from '../../api/generated/stats/stats';
import type { StatsGoodsTotals } from '../../api/generated/model';
import { Chart } from './Chart';
import { RangeFigures } from './RangeFigures';
import { ExportFile } from './ExportFile';
import { GoodsRanking } from './GoodsRanking';
import type { FigureKind } from './format';
import { useRange } from './range';

type Metric = keyof StatsGoodsTotals;
const METRICS: { key: Metric; kind: FigureKind }[] = [
  { key: 'views', kind: 'count' },
  { key: 'visitors', kind: 'count' },
  { key: 'favorites', kind: 'count' },
  { key: 'salesCount', kind: 'count' },
  { key: 'salesAmount', kind: 'money' },
  { key: 'payingBuyers', kind: 'count' },
  { key: 'conversion', kind: 'percent' },
];

/** Goods statistics: the range's figures against the previous period, a trend per metric, the ranking, the export. */
export default function GoodsTrendPage() {
  const { t } = useTranslation('stats');
  const { params, setRange, search, setParam } = useRange();
  const metric = METRICS.find((m) => m.key === search.get('metric')) ?? METRICS[4];
  const query = useAdminStatsGoods(params);
  const data = query.data;

  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      <RangeFigures page="goods" range={params} onRange={setRange} query={query} figures={METRICS}>
        <ExportFile
          path="/admin/stats/goodsExport"
          params={{ ...params }}
          fileName={t('goods.exportFile', { start: data?.period.startDate ?? '', end: data?.period.endDate ?? '' })}
          label={t('goods.export')}
          done={t('goods.exported')}
          testId="stats-goods-export"
        />
      </RangeFigures>
      <Card
        size="small"
        title={t('goods.trend')}
      >
        <div style={{ marginBottom: 12 }}>
          <Segmented<Metric>
            size="small"
            value={metric.key}
            onChange={(key) => setParam('metric', key)}
            options={METRICS.map((m) => ({ value: m.key, label: <span data-testid={`stats-metric-${m.key}`}>{t(`figures.${m.key}`)}</span> }))}
          />
        </div>
        {data ? (
          <Chart
            testId="stats-goods-chart"
            categories={data.series.map((p) => p.day.slice(5))}
            series={[{ name: t(`figures.${metric.key}`), type: 'line', kind: metric.kind, data: data.series.map((p) => Number(p[metric.key] ?? 0)) }]}
          />
        ) : (
          <Skeleton active paragraph={{ rows: 6 }} />
        )}
      </Card>
      <GoodsRanking range={params} />
    </Space>
  );
}
