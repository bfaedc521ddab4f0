import { useTranslation } from 'react-i18next';
import { adminGoodsBrowseIndex, useAdminGoodsBrowseIndex } from '../../../api/generated/shop-users/shop-users';
import type { Browse } from '../../../api/generated/model';
import type { ListColumn } from '../list/DataTable';
import { when } from '../list/format';
import { GoodsCell } from './GoodsCell';
import { RowsList } from './RowsList';

/** What the users looked at, latest visit first. */
export default function BrowsingPage() {
  const { t } = useTranslation('shopUsers');
  const columns: ListColumn<Browse>[] = [
    { key: 'user', title: t('ledger.user'), exportValue: (b) => b.user.nickname, render: (_, b) => b.user.nickname },
    { key: 'goods', title: t('goods.goods'), exportValue: (b) => b.goods.name, render: (_, b) => <GoodsCell goods={b.goods} /> },
    { key: 'visits', title: t('goods.visits'), align: 'right', exportValue: (b) => b.visits },
    { key: 'lastVisitedAt', title: t('goods.lastVisitedAt'), exportValue: (b) => when(b.lastVisitedAt), render: (v: string) => when(v) },
  ];
  return (
    <RowsList<Browse>
      title={t('goods.browsingTitle')}
      keywordHint={t('goods.keywordHint')}
      tableKey="browsing"
      columns={columns}
      useIndex={useAdminGoodsBrowseIndex}
      fetchIndex={adminGoodsBrowseIndex}
    />
  );
}
