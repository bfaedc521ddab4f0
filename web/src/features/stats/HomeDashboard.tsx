import { useState } from 'react';
import { Avatar, Button, Card, Col, Empty, List, Result, Row, Segmented, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useAdminStatsHome } from '../../api/generated/stats/stats';
import { useGetShopNoticeList } from '../../api/generated/shell/shell';
import type { StatsDayPoint } from '../../api/generated/model';
import { formatDateTime } from '../../shared/format';
import { usePermission } from '../../session/permission';
import { Figure } from './Figure';
import { Chart } from './Chart';
import { HomeTodos } from './HomeTodos';
import { HomeTopGoods } from './HomeTopGoods';
import { formatFigure, type FigureKind } from './format';

/** The home refreshes itself every minute while its browser tab is visible. */
export const HOME_REFRESH_MS = 60_000;

const TODAY: { key: 'orders' | 'payAmount' | 'payingBuyers' | 'visitors' | 'avgOrderValue'; kind: FigureKind }[] = [
  { key: 'orders', kind: 'count' },
  { key: 'payAmount', kind: 'money' },
  { key: 'payingBuyers', kind: 'count' },
  { key: 'visitors', kind: 'count' },
  { key: 'avgOrderValue', kind: 'money' },
];

type TrendKey = 'payAmount' | 'orders' | 'payingBuyers' | 'visitors';
const TREND: { key: TrendKey; kind: FigureKind }[] = [
  { key: 'payAmount', kind: 'money' },
  { key: 'orders', kind: 'count' },
  { key: 'payingBuyers', kind: 'count' },
  { key: 'visitors', kind: 'count' },
];

function Trend({ days }: { days: StatsDayPoint[] }) {
  const { t } = useTranslation('stats');
  const [metric, setMetric] = useState<TrendKey>('payAmount');
  const kind = TREND.find((m) => m.key === metric)?.kind ?? 'count';
  return (
    <Card
      title={t('home.trend')}
      size="small"
      extra={<Segmented<TrendKey> size="small" value={metric} onChange={setMetric} options={TREND.map((m) => ({ value: m.key, label: t(`figures.${m.key}`) }))} />}
      data-testid="home-trend"
    >
      <Chart
        testId="home-trend-chart"
        categories={days.map((d) => d.day.slice(5))}
        series={[{ name: t(`figures.${metric}`), type: metric === 'payAmount' ? 'bar' : 'line', kind, data: days.map((d) => Number(d[metric])) }]}
        emptyText={t('home.empty')}
      />
    </Card>
  );
}

function Notices() {
  const { t } = useTranslation('stats');
  const notices = (useGetShopNoticeList().data?.list ?? []).filter((n) => n.notice);
  return (
    <Card title={t('home.notices')} size="small" style={{ height: '100%' }} data-testid="home-notices">
      {notices.length ? (
        <List
          size="small"
          dataSource={notices.slice(0, 8)}
          renderItem={(n) => (
            <List.Item>
              <List.Item.Meta avatar={<Avatar src={n.image || undefined} size="small" />} title={n.notice} description={formatDateTime(n.createdAt)} />
            </List.Item>
          )}
        />
      ) : (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('home.noNotices')} />
      )}
    </Card>
  );
}

/**
 * The home's statistics: today against yesterday, the to-dos, 30 days of sales, the week's top
 * goods and the notices. Refetched every minute while the tab is visible: react-query skips the
 * interval on a hidden tab, and catches up when the tab shows again (the figures are stale by then).
 */
export function HomeDashboard() {
  const { t } = useTranslation('stats');
  const canRead = usePermission('stats:read');
  const home = useAdminStatsHome({
    query: { enabled: canRead, refetchInterval: HOME_REFRESH_MS, refetchIntervalInBackground: false, refetchOnWindowFocus: true },
  });
  const data = home.data;

  if (!canRead) return <Notices />;
  if (home.isError && !data)
    return (
      <Result
        status="warning"
        title={t('home.loadFailed')}
        extra={<Button onClick={() => void home.refetch()}>{t('home.retry')}</Button>}
        data-testid="home-stats-error"
      />
    );
  if (!data) return <Skeleton active paragraph={{ rows: 8 }} data-testid="home-stats-loading" />;

  return (
    <Row gutter={[16, 16]} data-testid="home-stats">
      <Col span={24}>
        <Card
          size="small"
          title={t('home.today')}
          extra={
            <Typography.Text type="secondary" style={{ fontSize: 12 }} data-testid="home-updated">
              {t('home.updatedAt', { time: formatDateTime(data.updatedAt, { seconds: true }) })}
            </Typography.Text>
          }
        >
          <Row gutter={[12, 12]}>
            {TODAY.map(({ key, kind }) => (
              <Col key={key} flex="1 1 170px">
                <Figure
                  testId={`home-today-${key}`}
                  title={t(`figures.${key}`)}
                  value={data.today[key]}
                  kind={kind}
                  change={data.change[key]}
                  against={t('change.vsYesterday')}
                  base={t('home.yesterday', { value: formatFigure(data.yesterday[key], kind) })}
                />
              </Col>
            ))}
          </Row>
        </Card>
      </Col>
      <Col xs={24} xl={14}>
        <HomeTodos todos={data.todos} closingMinutes={data.closingMinutes} />
      </Col>
      <Col xs={24} xl={10}>
        <Notices />
      </Col>
      <Col xs={24} xl={14}>
        <Trend days={data.trend} />
      </Col>
      <Col xs={24} xl={10}>
        <HomeTopGoods rows={data.topGoods} weekStart={data.weekStart} delaySeconds={data.delaySeconds} />
      </Col>
    </Row>
  );
}
