import { Card, Col, Row, Segmented, Skeleton, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { useAdminStatsDeal } from '../../api/generated/stats/stats';
import { StatsGranularityParameter, type StatsDealPoint, type StatsDealTotals } from '../../api/generated/model';
import { Chart } from './Chart';
import { RangeFigures } from './RangeFigures';
import { ExportFile } from './ExportFile';
import { Funnel, PayWays, Provinces } from './DealParts';
import type { FigureKind } from './format';
import { useRange } from './range';

type Granularity = (typeof StatsGranularityParameter)[keyof typeof StatsGranularityParameter];
const GRANULARITIES = Object.values(StatsGranularityParameter) as Granularity[];

const FIGURES: { key: keyof StatsDealTotals; kind: FigureKind }[] = [
  { key: 'orders', kind: 'count' },
  { key: 'orderingBuyers', kind: 'count' },
  { key: 'payingBuyers', kind: 'count' },
  { key: 'payAmount', kind: 'money' },
  { key: 'avgOrderValue', kind: 'money' },
  { key: 'refunds', kind: 'count' },
  { key: 'refundAmount', kind: 'money' },
  { key: 'conversion', kind: 'percent' },
];
type Metric = Exclude<keyof StatsDealPoint, 'start' | 'end'>;
const METRICS: { key: Metric; kind: FigureKind }[] = [
  { key: 'payAmount', kind: 'money' },
  { key: 'orders', kind: 'count' },
  { key: 'payingBuyers', kind: 'count' },
  { key: 'refundAmount', kind: 'money' },
];

const bucket = (p: StatsDealPoint) => (p.start === p.end ? p.start.slice(5) : `${p.start.slice(5)}~${p.end.slice(5)}`);

/** Transaction statistics: the range's figures against the previous period, the series by day / week / month, the funnel, ways to pay and provinces, the export. */
export default function DealPage() {
  const { t } = useTranslation('stats');
  const { params, setRange, search, setParam } = useRange();
  const asked = search.get('granularity') as Granularity | null;
  const granularity: Granularity = asked && GRANULARITIES.includes(asked) ? asked : 'day';
  const metric = METRICS.find((m) => m.key === search.get('metric')) ?? METRICS[0];
  const query = useAdminStatsDeal({ ...params, granularity });
  const data = query.data;

  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      <RangeFigures page="deal" range={params} onRange={setRange} query={query} figures={FIGURES}>
        <ExportFile
          path="/admin/stats/dealExport"
          params={{ ...params, granularity }}
          fileName={t('deal.exportFile', { start: data?.period.startDate ?? '', end: data?.period.endDate ?? '' })}
          label={t('deal.export')}
          done={t('deal.exported')}
          testId="stats-deal-export"
        />
      </RangeFigures>
      <Card
        size="small"
        title={t('deal.trend')}
      >
        <Space wrap style={{ marginBottom: 12 }}>
          <Segmented<Granularity>
            size="small"
            value={granularity}
            onChange={(g) => setParam('granularity', g === 'day' ? undefined : g)}
            options={GRANULARITIES.map((g) => ({ value: g, label: <span data-testid={`stats-granularity-${g}`}>{t(`deal.granularity.${g}`)}</span> }))}
          />
          <Segmented<Metric>
            size="small"
            value={metric.key}
            onChange={(key) => setParam('metric', key)}
            options={METRICS.map((m) => ({ value: m.key, label: t(`figures.${m.key}`) }))}
          />
        </Space>
        {data ? (
          <Chart
            testId="stats-deal-chart"
            categories={data.series.map(bucket)}
            series={[{ name: t(`figures.${metric.key}`), type: granularity === 'day' ? 'line' : 'bar', kind: metric.kind, data: data.series.map((p) => Number(p[metric.key])) }]}
          />
        ) : (
          <Skeleton active paragraph={{ rows: 6 }} />
        )}
      </Card>
      {data && (
        <Row gutter={[16, 16]}>
          <Col xs={24} lg={12}>
            <Funnel funnel={data.funnel} />
          </Col>
          <Col xs={24} lg={12}>
            <PayWays rows={data.payWays} />
          </Col>
          <Col span={24}>
            <Provinces rows={data.provinces} />
          </Col>
        </Row>
      )}
    </Space>
  );
}
