import { useTranslation } from 'react-i18next';
import { adminGoodsCollectIndex, useAdminGoodsCollectIndex } from '../../../api/generated/shopusers/shopusers';
import type { Favourite } from '../../../api/generated/model';
import { useList, type ListColumn } from '../../../shared/list';
import { formatDateTime, formatMoney } from '../../../shared/format';
import { GoodsCell } from './GoodsCell';
import { RowsList, rowsParams } from './RowsList';

/** Goods the users keep as favourites, newest first. */
export default function FavouritesPage() {
  const { t } = useTranslation('shopUsers');
  const list = useList('shopUsers.favourites');
  const params = rowsParams(list);
  const query = useAdminGoodsCollectIndex(params, { query: list.queryOptions });
  const columns: ListColumn<Favourite>[] = [
    { key: 'user', title: t('ledger.user'), exportValue: (f) => f.user.nickname, render: (_, f) => f.user.nickname },
    { key: 'goods', title: t('goods.goods'), exportValue: (f) => f.goods.name, render: (_, f) => <GoodsCell goods={f.goods} /> },
    { key: 'price', title: t('goods.price'), align: 'right', exportValue: (f) => Number(f.goods.price), render: (_, f) => formatMoney(f.goods.price) },
    { key: 'createdAt', title: t('goods.createdAt'), exportValue: (f) => formatDateTime(f.createdAt), render: (v: string) => formatDateTime(v) },
  ];
  return (
    <RowsList<Favourite>
      title={t('goods.favouritesTitle')}
      keywordHint={t('goods.keywordHint')}
      list={list}
      columns={columns}
      query={query}
      exportPage={(page, signal) => adminGoodsCollectIndex({ ...params, ...page }, { signal })}
    />
  );
}
