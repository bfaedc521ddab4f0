import { Card } from 'antd';
import { useTranslation } from 'react-i18next';
import { adminGoodsBrowseIndex, useAdminGoodsBrowseIndex } from '../../../api/generated/shop-users/shop-users';
import type { AdminGoodsBrowseIndexParams, Browse } from '../../../api/generated/model';
import { DataTable, type ListColumn } from '../list/DataTable';
import { queryOf, useListParams } from '../list/useListParams';
import { when } from '../list/format';
import { GoodsCell } from './GoodsCell';
import { RowFilters } from './RowFilters';

/** What the users looked at, latest visit first. */
export default function BrowsingPage() {
  const { t } = useTranslation('shopUsers');
  const list = useListParams();
  const params = queryOf(list, ['userId']) as AdminGoodsBrowseIndexParams;
  const { data, isFetching } = useAdminGoodsBrowseIndex(params);
  const columns: ListColumn<Browse>[] = [
    { key: 'user', title: t('ledger.user'), exportValue: (b) => b.user.nickname, render: (_, b) => b.user.nickname },
    { key: 'goods', title: t('goods.goods'), exportValue: (b) => b.goods.name, render: (_, b) => <GoodsCell goods={b.goods} /> },
    { key: 'visits', title: t('goods.visits'), align: 'right', exportValue: (b) => b.visits },
    { key: 'lastVisitedAt', title: t('goods.lastVisitedAt'), exportValue: (b) => when(b.lastVisitedAt), render: (v: string) => when(v) },
  ];
  return (
    <Card title={t('goods.browsingTitle')}>
      <RowFilters list={list} keywordHint={t('goods.keywordHint')} />
      <DataTable<Browse>
        tableKey="browsing"
        rowKey="id"
        columns={columns}
        rows={data?.list}
        total={data?.total}
        loading={isFetching}
        list={list}
        exportName="browsing.xlsx"
        exportPage={(pageNo, pageSize) => adminGoodsBrowseIndex({ ...params, pageNo, pageSize })}
      />
    </Card>
  );
}
