import { Card, Image, Space, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { StatsGoodsRow } from '../../api/generated/model';
import { formatCount } from './format';
import { formatMoney } from '../../shared/format';

/** The goods' picture and name ("deleted goods" when it is gone). */
export function GoodsCell({ row }: { row: StatsGoodsRow }) {
  const { t } = useTranslation('stats');
  return (
    <Space>
      {row.picture && <Image src={row.picture} width={32} height={32} preview={false} alt="" />}
      <Typography.Text style={{ maxWidth: 220 }} ellipsis={{ tooltip: row.goodsName }} type={row.goodsName ? undefined : 'secondary'}>
        {row.goodsName || t('home.deleted')}
      </Typography.Text>
    </Space>
  );
}

/** How far behind a figure may be, when it may ('' when up to date). */
export function useDelayText(delaySeconds: number): string {
  const { t } = useTranslation('stats');
  return delaySeconds > 0 ? t('home.delay', { minutes: Math.ceil(delaySeconds / 60) }) : '';
}

/** The week's 10 goods most sold, by units (summed by a job: up to delaySeconds behind). */
export function HomeTopGoods({ rows, weekStart, delaySeconds }: { rows: StatsGoodsRow[]; weekStart: string; delaySeconds: number }) {
  const { t } = useTranslation('stats');
  const delay = useDelayText(delaySeconds);
  return (
    <Card
      title={t('home.topGoods')}
      extra={
        <Typography.Text type="secondary" style={{ fontSize: 12 }} data-testid="home-top-goods-since">
          {t('home.since', { date: weekStart })}
          {delay && ` · ${delay}`}
        </Typography.Text>
      }
      size="small"
      style={{ height: '100%' }}
      data-testid="home-top-goods"
    >
      <Table<StatsGoodsRow>
        size="small"
        rowKey="goodsId"
        pagination={false}
        dataSource={rows}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: t('home.noTopGoods') }}
        columns={[
          { key: 'rank', title: t('home.rank'), width: 56, render: (_, __, i) => i + 1 },
          { key: 'goods', title: t('home.goods'), render: (_, row) => <GoodsCell row={row} /> },
          { key: 'salesCount', title: t('figures.salesCount'), align: 'right', render: (_, row) => formatCount(row.salesCount) },
          { key: 'salesAmount', title: t('figures.salesAmount'), align: 'right', render: (_, row) => `¥${formatMoney(row.salesAmount)}` },
        ]}
      />
    </Card>
  );
}
