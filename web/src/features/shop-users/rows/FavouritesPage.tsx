import { Card } from 'antd';
import { useTranslation } from 'react-i18next';
import { adminGoodsCollectIndex, useAdminGoodsCollectIndex } from '../../../api/generated/shop-users/shop-users';
import type { AdminGoodsCollectIndexParams, Favourite } from '../../../api/generated/model';
import { DataTable, type ListColumn } from '../list/DataTable';
import { queryOf, useListParams } from '../list/useListParams';
import { when } from '../list/format';
import { GoodsCell } from './GoodsCell';
import { RowFilters } from './RowFilters';

/** Goods the users keep as favourites, newest first. */
export default function FavouritesPage() {
  const { t } = useTranslation('shopUsers');
  const list = useListParams();
  const params = queryOf(list, ['userId']) as AdminGoodsCollectIndexParams;
  const { data, isFetching } = useAdminGoodsCollectIndex(params);
  const columns: ListColumn<Favourite>[] = [
    { key: 'user', title: t('ledger.user'), exportValue: (f) => f.user.nickname, render: (_, f) => f.user.nickname },
    { key: 'goods', title: t('goods.goods'), exportValue: (f) => f.goods.name, render: (_, f) => <GoodsCell goods={f.goods} /> },
    { key: 'price', title: t('goods.price'), align: 'right', exportValue: (f) => Number(f.goods.price), render: (_, f) => f.goods.price },
    { key: 'createdAt', title: t('goods.createdAt'), exportValue: (f) => when(f.createdAt), render: (v: string) => when(v) },
  ];
  return (
    <Card title={t('goods.favouritesTitle')}>
      <RowFilters list={list} keywordHint={t('goods.keywordHint')} />
      <DataTable<Favourite>
        tableKey="favourites"
        rowKey="id"
        columns={columns}
        rows={data?.list}
        total={data?.total}
        loading={isFetching}
        list={list}
        exportName="favourites.xlsx"
        exportPage={(pageNo, pageSize) => adminGoodsCollectIndex({ ...params, pageNo, pageSize })}
      />
    </Card>
  );
}
