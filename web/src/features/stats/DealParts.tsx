import { Card, Empty, Flex, Progress, Table, Typography, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import type { StatsFunnel, StatsPayWayShare, StatsProvinceShare } from '../../api/generated/model';
import { formatMoney } from '../../shared/format';
import { Chart } from './Chart';
import { formatCount, formatPercent } from './format';

/** Visitors, then ordering buyers, then paying buyers: each step a bar as wide as its share of the visitors, the rates between them. */
export function Funnel({ funnel }: { funnel: StatsFunnel }) {
  const { t } = useTranslation('stats');
  const { token } = theme.useToken();
  const top = Math.max(funnel.visitors, 1);
  const steps = [
    { key: 'visitors', value: funnel.visitors, color: token.colorPrimary },
    { key: 'orderingBuyers', value: funnel.orderingBuyers, color: token.colorWarning },
    { key: 'payingBuyers', value: funnel.payingBuyers, color: token.colorSuccess },
  ] as const;
  const rates = [
    ['visitToOrder', funnel.visitToOrder],
    ['orderToPay', funnel.orderToPay],
    ['visitToPay', funnel.visitToPay],
  ] as const;
  return (
    <Card title={t('deal.funnel')} size="small" style={{ height: '100%' }} data-testid="stats-funnel">
      <Flex vertical gap={10}>
        {steps.map((s) => (
          <div key={s.key} data-testid={`stats-funnel-${s.key}`}>
            <Flex justify="space-between">
              <Typography.Text>{t(`figures.${s.key}`)}</Typography.Text>
              <Typography.Text strong>{formatCount(s.value)}</Typography.Text>
            </Flex>
            <Progress percent={(s.value / top) * 100} showInfo={false} strokeColor={s.color} />
          </div>
        ))}
        <Flex wrap gap={16}>
          {rates.map(([key, value]) => (
            <span key={key} data-testid={`stats-funnel-${key}`}>
              <Typography.Text type="secondary">{t(`deal.${key}`)} </Typography.Text>
              <Typography.Text strong>{formatPercent(value)}</Typography.Text>
            </span>
          ))}
        </Flex>
      </Flex>
    </Card>
  );
}

/** The amount paid by way to pay, with each way's share. */
export function PayWays({ rows }: { rows: StatsPayWayShare[] }) {
  const { t } = useTranslation('stats');
  return (
    <Card title={t('deal.payWays')} size="small" style={{ height: '100%' }} data-testid="stats-payways">
      <Table<StatsPayWayShare>
        size="small"
        rowKey="payWay"
        pagination={false}
        dataSource={rows}
        columns={[
          { key: 'payWay', title: t('deal.payWays'), render: (_, r) => t(`deal.payWay.${r.payWay}`) },
          { key: 'payOrders', title: t('figures.payOrders'), align: 'right', render: (_, r) => formatCount(r.payOrders) },
          { key: 'payAmount', title: t('figures.payAmount'), align: 'right', render: (_, r) => `¥${formatMoney(r.payAmount)}` },
          {
            key: 'share',
            title: t('deal.share'),
            width: 140,
            render: (_, r) => <Progress percent={r.share ?? 0} size="small" format={() => formatPercent(r.share)} />,
          },
        ]}
      />
    </Card>
  );
}

/** The amount paid by the consignees' provinces, largest first, as horizontal bars. */
export function Provinces({ rows }: { rows: StatsProvinceShare[] }) {
  const { t } = useTranslation('stats');
  const shown = rows.slice(0, 15);
  return (
    <Card title={t('deal.provinces')} size="small" style={{ height: '100%' }} data-testid="stats-provinces">
      {shown.length ? (
        <Chart
          testId="stats-provinces-chart"
          horizontal
          height={Math.max(200, shown.length * 28)}
          categories={shown.map((r) => r.provinceName || r.provinceCode)}
          series={[{ name: t('figures.payAmount'), type: 'bar', kind: 'money', data: shown.map((r) => Number(r.payAmount)) }]}
        />
      ) : (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('deal.noProvinces')} />
      )}
    </Card>
  );
}
