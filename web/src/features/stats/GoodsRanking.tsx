import { Card, Segmented, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { adminStatsGoodsRanking, useAdminStatsGoodsRanking } from '../../api/generated/stats/stats';
import { StatsRankingSortParameter, type StatsGoodsRow } from '../../api/generated/model';
import { DataTable, useList, type ListColumn } from '../../shared/list';
import { formatMoney } from '../../shared/format';
import { GoodsCell, useDelayText } from './HomeTopGoods';
import { formatCount, formatPercent } from './format';
import type { RangeParams } from './range';

const BOARDS = { topSellers: '-salesCount', mostViewed: '-views', highestRefund: '-refundRate' } as const;
type Board = keyof typeof BOARDS;

/** The goods of the range ranked (top sellers, most viewed, highest refund rate, or any column's sort), with the list kit. */
export function GoodsRanking({ range }: { range: RangeParams }) {
  const { t } = useTranslation('stats');
  const list = useList('stats.goodsRanking', { defaultSort: '-salesCount', pageSize: 10 });
  const sort = list.sortOf(StatsRankingSortParameter) ?? '-salesCount';
  const params = { ...list.paging, ...range, sort };
  const query = useAdminStatsGoodsRanking(params, { query: list.queryOptions });
  const delay = useDelayText(query.data?.delaySeconds ?? 0);
  const board = (Object.keys(BOARDS) as Board[]).find((b) => BOARDS[b] === sort);

  const count = (key: 'views' | 'visitors' | 'favorites' | 'salesCount' | 'refundCount'): ListColumn<StatsGoodsRow> => ({
    key,
    title: t(`figures.${key}`),
    align: 'right',
    sortField: key === 'refundCount' ? undefined : key,
    exportValue: (r) => r[key],
    render: (_, r) => formatCount(r[key]),
  });
  const columns: ListColumn<StatsGoodsRow>[] = [
    { key: 'goods', title: t('home.goods'), fixedVisible: true, exportValue: (r) => r.goodsName, render: (_, r) => <GoodsCell row={r} /> },
    count('salesCount'),
    {
      key: 'salesAmount',
      title: t('figures.salesAmount'),
      align: 'right',
      sortField: 'salesAmount',
      exportValue: (r) => r.salesAmount,
      render: (_, r) => `¥${formatMoney(r.salesAmount)}`,
    },
    count('views'),
    count('visitors'),
    count('favorites'),
    { key: 'conversion', title: t('figures.conversion'), align: 'right', sortField: 'conversion', exportValue: (r) => r.conversion, render: (_, r) => formatPercent(r.conversion) },
    count('refundCount'),
    { key: 'refundRate', title: t('figures.refundRate'), align: 'right', sortField: 'refundRate', exportValue: (r) => r.refundRate, render: (_, r) => formatPercent(r.refundRate) },
  ];

  return (
    <Card
      title={t('goods.ranking')}
      size="small"
      data-testid="stats-ranking"
      extra={
        <Segmented<Board | ''>
          size="small"
          value={board ?? ''}
          onChange={(b) => b && list.setSort(BOARDS[b])}
          options={(Object.keys(BOARDS) as Board[]).map((b) => ({ value: b, label: <span data-testid={`stats-board-${b}`}>{t(`goods.${b}`)}</span> }))}
        />
      }
    >
      {delay && (
        <Typography.Paragraph type="secondary" style={{ fontSize: 12 }} data-testid="stats-ranking-delay">
          {delay}
        </Typography.Paragraph>
      )}
      <DataTable<StatsGoodsRow>
        list={list}
        columns={columns}
        query={query}
        rowKey="goodsId"
        views={false}
        size="small"
        exportPage={(p, signal) => adminStatsGoodsRanking({ ...params, ...p }, { signal })}
      />
    </Card>
  );
}
