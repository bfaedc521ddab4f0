import { useTranslation } from 'react-i18next';
import { adminGoodsBrowseIndex, useAdminGoodsBrowseIndex } from '../../../api/generated/shopusers/shopusers';
import type { Browse } from '../../../api/generated/model';
import { useList, type ListColumn } from '../../../shared/list';
import { formatDateTime } from '../../../shared/format';
import { GoodsCell } from './GoodsCell';
import { RowsList, rowsParams } from './RowsList';

/** What the users looked at, latest visit first. */
export default function BrowsingPage() {
  const { t } = useTranslation('shopUsers');
  const list = useList('shopUsers.browsing');
  const params = rowsParams(list);
  const query = useAdminGoodsBrowseIndex(params, { query: list.queryOptions });
  const columns: ListColumn<Browse>[] = [
    { key: 'user', title: t('ledger.user'), exportValue: (b) => b.user.nickname, render: (_, b) => b.user.nickname },
    { key: 'goods', title: t('goods.goods'), exportValue: (b) => b.goods.name, render: (_, b) => <GoodsCell goods={b.goods} /> },
    { key: 'visits', title: t('goods.visits'), align: 'right', exportValue: (b) => b.visits },
    {
      key: 'lastVisitedAt',
      title: t('goods.lastVisitedAt'),
      exportValue: (b) => formatDateTime(b.lastVisitedAt),
      render: (v: string) => formatDateTime(v),
    },
  ];
  return (
    <RowsList<Browse>
      title={t('goods.browsingTitle')}
      keywordHint={t('goods.keywordHint')}
      list={list}
      columns={columns}
      query={query}
      exportPage={(page, signal) => adminGoodsBrowseIndex({ ...params, ...page }, { signal })}
    />
  );
}
