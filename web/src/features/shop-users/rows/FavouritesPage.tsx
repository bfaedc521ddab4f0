import { useTranslation } from 'react-i18next';
import { adminGoodsCollectIndex, useAdminGoodsCollectIndex } from '../../../api/generated/shop-users/shop-users';
import type { Favourite } from '../../../api/generated/model';
import type { ListColumn } from '../list/DataTable';
import { when } from '../list/format';
import { GoodsCell } from './GoodsCell';
import { RowsList } from './RowsList';

/** Goods the users keep as favourites, newest first. */
export default function FavouritesPage() {
  const { t } = useTranslation('shopUsers');
  const columns: ListColumn<Favourite>[] = [
    { key: 'user', title: t('ledger.user'), exportValue: (f) => f.user.nickname, render: (_, f) => f.user.nickname },
    { key: 'goods', title: t('goods.goods'), exportValue: (f) => f.goods.name, render: (_, f) => <GoodsCell goods={f.goods} /> },
    { key: 'price', title: t('goods.price'), align: 'right', exportValue: (f) => Number(f.goods.price), render: (_, f) => f.goods.price },
    { key: 'createdAt', title: t('goods.createdAt'), exportValue: (f) => when(f.createdAt), render: (v: string) => when(v) },
  ];
  return (
    <RowsList<Favourite>
      title={t('goods.favouritesTitle')}
      keywordHint={t('goods.keywordHint')}
      tableKey="favourites"
      columns={columns}
      useIndex={useAdminGoodsCollectIndex}
      fetchIndex={adminGoodsCollectIndex}
    />
  );
}
