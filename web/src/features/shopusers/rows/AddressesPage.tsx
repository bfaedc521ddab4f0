import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { adminUserAddressIndex, useAdminUserAddressIndex } from '../../../api/generated/shopusers/shopusers';
import type { Address } from '../../../api/generated/model';
import { useList, type ListColumn } from '../../../shared/list';
import { regionText } from '../users/UserDrawer';
import { RowsList, rowsParams } from './RowsList';

/** Delivery addresses of the shop's users; region names come from the region tree. */
export default function AddressesPage() {
  const { t } = useTranslation('shopUsers');
  const list = useList('shopUsers.addresses');
  const params = rowsParams(list);
  const query = useAdminUserAddressIndex(params, { query: list.queryOptions });
  const columns: ListColumn<Address>[] = [
    { key: 'user', title: t('ledger.user'), exportValue: (a) => a.user.nickname, render: (_, a) => a.user.nickname },
    { key: 'contact', title: t('address.contact'), exportValue: (a) => a.contact },
    { key: 'mobile', title: t('address.mobile'), exportValue: (a) => a.mobile },
    { key: 'region', title: t('address.region'), exportValue: regionText, render: (_, a) => regionText(a) },
    { key: 'detail', title: t('address.detail'), exportValue: (a) => a.detail },
    {
      key: 'isDefault',
      title: t('address.isDefault'),
      exportValue: (a) => (a.isDefault ? t('common.yes') : t('common.no')),
      render: (_, a) => (a.isDefault ? <Tag color="blue">{t('address.isDefault')}</Tag> : null),
    },
  ];
  return (
    <RowsList<Address>
      title={t('address.title')}
      keywordHint={t('address.keywordHint')}
      list={list}
      columns={columns}
      query={query}
      exportPage={(page, signal) => adminUserAddressIndex({ ...params, ...page }, { signal })}
    />
  );
}
