import { useState } from 'react';
import { Button, Card, Empty, Popconfirm, Space, Tooltip, Typography } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useAdminShopAddressIndex } from '../../api/generated/setup/setup';
import type { ShopAddress } from '../../api/generated/model';
import { usePermission } from '../../session/permission';
import { DataTable, useList, type ListColumn } from '../../shared/list';
import { RowAction } from '../../shared/RowAction';
import { placeOf } from './address';
import { AddressForm } from './AddressForm';
import { AddressTags } from './AddressTags';
import { useAddressActions } from './useAddressActions';

/** What the address dialog is doing: adding, or editing one address. */
type Editing = { address?: ShopAddress } | undefined;

/** The shop's addresses (`set/shopcash`): where parcels are sent from, the return warehouse. */
export default function AddressesPage() {
  const { t } = useTranslation('setup');
  const list = useList('setup.addresses');
  const canWrite = usePermission('shop:setup:write');
  const [editing, setEditing] = useState<Editing>();
  const query = useAdminShopAddressIndex(list.paging, { query: list.queryOptions });
  const actions = useAddressActions();
  const none = query.data !== undefined && query.data.total === 0 && !query.isError;

  const columns: ListColumn<ShopAddress>[] = [
    { key: 'contact', title: t('list.contact'), fixedVisible: true, render: (_, a) => <span data-testid={`address-contact-${a.id}`}>{a.contact}</span> },
    { key: 'mobile', title: t('list.mobile') },
    {
      key: 'address',
      title: t('list.address'),
      fixedVisible: true,
      render: (_, a) => (
        <>
          <div>{a.provinceName + a.cityName + a.districtName}</div>
          <Typography.Text type="secondary">{a.detail}</Typography.Text>
        </>
      ),
    },
    { key: 'tags', title: t('list.tags'), render: (_, a) => <AddressTags address={a} /> },
  ];
  if (canWrite) {
    columns.push({
      key: 'actions',
      title: t('list.actions'),
      fixedVisible: true,
      render: (_, a) => (
        <Space size={12} wrap>
          <RowAction testId={`address-edit-${a.id}`} onClick={() => setEditing({ address: a })}>
            {t('list.edit')}
          </RowAction>
          {!a.isDefaultShipping && (
            <RowAction testId={`address-set-shipping-${a.id}`} onClick={() => void actions.setDefault(a.id, 'shipping')}>
              {t('list.setShipping')}
            </RowAction>
          )}
          {!a.isDefaultReturn && (
            <RowAction testId={`address-set-return-${a.id}`} onClick={() => void actions.setDefault(a.id, 'return')}>
              {t('list.setReturn')}
            </RowAction>
          )}
          {a.isDefaultReturn ? (
            <Tooltip title={t('list.deleteReturnBlocked')}>
              <span data-testid={`address-delete-blocked-${a.id}`}>
                <Button type="link" size="small" danger disabled style={{ padding: 0, height: 'auto' }} data-testid={`address-delete-${a.id}`}>
                  {t('list.delete')}
                </Button>
              </span>
            </Tooltip>
          ) : (
            <Popconfirm
              title={t('list.deleteConfirm', { name: `${a.contact} ${placeOf(a)}` })}
              description={a.isDefaultShipping ? t('list.deleteShippingHint') : undefined}
              okButtonProps={{ danger: true, 'data-testid': 'address-delete-ok' }}
              onConfirm={() => actions.destroy(a.id)}
            >
              <RowAction danger testId={`address-delete-${a.id}`}>
                {t('list.delete')}
              </RowAction>
            </Popconfirm>
          )}
        </Space>
      ),
    });
  }

  const addButton = canWrite && (
    <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({})} data-testid="address-add">
      {t('list.add')}
    </Button>
  );

  return (
    <Card title={t('list.title')}>
      {none ? (
        <Empty description={t('list.empty')} data-testid="addresses-empty">
          <Typography.Paragraph type="secondary">{t('list.emptyHint')}</Typography.Paragraph>
          {addButton}
        </Empty>
      ) : (
        <DataTable<ShopAddress> list={list} columns={columns} query={query} views={false} toolbar={addButton} />
      )}
      {editing && <AddressForm address={editing.address} first={none} onClose={() => setEditing(undefined)} />}
    </Card>
  );
}
