import { useState } from 'react';
import { Button, Card, Form, Input, Popconfirm, Select, Space, Switch, Tag } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { adminCouponIndex, useAdminCouponDestroy, useAdminCouponIndex, useAdminCouponUpdateStatus, getAdminCouponIndexQueryKey } from '../../api/generated/coupons/coupons';
import {
  AdminCouponIndexObtainType,
  AdminCouponIndexStatus,
  type AdminCouponIndexParams,
  type Coupon,
} from '../../api/generated/model';
import { DataTable, FilterBar, useList, type ListColumn } from '../../shared/list';
import { validityText } from './validity';
import { formatDateTime, formatMoney } from '../../shared/format';
import { usePermission } from '../../session/permission';
import { CouponForm } from './CouponForm';
import { IssueDialog } from './IssueDialog';
import { HeldModal } from './HeldModal';
import { RowAction } from '../../shared/RowAction';

/** Coupons: rules, counters, enabling, giving to users and who holds them. */
export default function CouponsPage() {
  const { t } = useTranslation(['coupons', 'shopUsers']);
  const list = useList('shopUsers.coupons');
  const canWrite = usePermission('shop:coupon:write');
  const queryClient = useQueryClient();
  const params: AdminCouponIndexParams = {
    ...list.paging,
    keyword: list.text('keyword'),
    status: list.oneOf('status', AdminCouponIndexStatus),
    obtainType: list.oneOf('obtainType', AdminCouponIndexObtainType),
  };
  const query = useAdminCouponIndex(params, { query: list.queryOptions });
  const [editing, setEditing] = useState<Coupon | 'new' | null>(null);
  const [issuing, setIssuing] = useState<Coupon | null>(null);
  const [holders, setHolders] = useState<Coupon | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: getAdminCouponIndexQueryKey() });
  const status = useAdminCouponUpdateStatus({ mutation: { onSettled: refresh } });
  const destroy = useAdminCouponDestroy({ mutation: { onSettled: refresh } });

  const validity = (c: Coupon) => validityText(t, c);
  const columns: ListColumn<Coupon>[] = [
    { key: 'name', title: t('coupon.name'), fixedVisible: true, exportValue: (c) => c.name },
    { key: 'amount', title: t('coupon.amount'), align: 'right', exportValue: (c) => Number(c.amount), render: (v: string) => formatMoney(v) },
    {
      key: 'threshold',
      title: t('coupon.threshold'),
      exportValue: (c) => (c.thresholdType === 'none' ? t('coupon.thresholds.none') : Number(c.minSpend)),
      render: (_, c) => (c.thresholdType === 'none' ? t('coupon.thresholds.none') : `≥ ${formatMoney(c.minSpend)}`),
    },
    { key: 'obtainType', title: t('coupon.obtain'), exportValue: (c) => t(`coupon.obtains.${c.obtainType}`), render: (_, c) => t(`coupon.obtains.${c.obtainType}`) },
    { key: 'validity', title: t('coupon.validity'), exportValue: validity, render: (_, c) => validity(c) },
    {
      key: 'limit',
      title: t('coupon.limitType'),
      exportValue: (c) => t(`coupon.limits.${c.limitType}`),
      render: (_, c) => (c.limitType === 'unlimited' ? t('coupon.limits.unlimited') : `${t(`coupon.limits.${c.limitType}`)} ${c.limitCount}`),
    },
    {
      key: 'total',
      title: t('coupon.total'),
      align: 'right',
      exportValue: (c) => (c.totalType === 'unlimited' ? t('coupon.totalTypes.unlimited') : c.total),
      render: (_, c) => (c.totalType === 'unlimited' ? t('coupon.totalTypes.unlimited') : c.total),
    },
    {
      key: 'counters',
      title: t('coupon.counters'),
      exportValue: (c) => `${c.issuedCount}/${c.claimedCount}/${c.usedCount}`,
      render: (_, c) => <RowAction onClick={() => setHolders(c)}>{`${c.issuedCount} / ${c.claimedCount} / ${c.usedCount}`}</RowAction>,
    },
    {
      key: 'status',
      title: t('coupon.status'),
      exportValue: (c) => t(`coupon.statuses.${c.status}`),
      render: (_, c) =>
        canWrite ? (
          <Switch
            size="small"
            checked={c.status === 'enabled'}
            onChange={(on) => status.mutate({ data: { id: c.id, status: on ? 'enabled' : 'disabled' } })}
          />
        ) : (
          <Tag color={c.status === 'enabled' ? 'green' : 'default'}>{t(`coupon.statuses.${c.status}`)}</Tag>
        ),
    },
    { key: 'createdAt', title: t('shopUsers:ledger.createdAt'), exportValue: (c) => formatDateTime(c.createdAt), render: (v: string) => formatDateTime(v) },
    {
      key: 'actions',
      title: t('shopUsers:common.actions'),
      fixedVisible: true,
      render: (_, c) => (
        <Space>
          <RowAction onClick={() => setHolders(c)}>{t('coupon.held')}</RowAction>
          {canWrite && <RowAction onClick={() => setEditing(c)}>{t('shopUsers:common.edit')}</RowAction>}
          {canWrite && c.obtainType === 'shop' && c.status === 'enabled' && <RowAction onClick={() => setIssuing(c)}>{t('coupon.issue')}</RowAction>}
          {canWrite && c.issuedCount + c.claimedCount === 0 && (
            <Popconfirm title={t('coupon.deleteConfirm', { name: c.name })} onConfirm={() => destroy.mutate({ data: { id: c.id } })}>
              <RowAction danger>{t('shopUsers:common.delete')}</RowAction>
            </Popconfirm>
          )}
        </Space>
      ),
    },
  ];

  return (
    <Card title={t('coupon.title')}>
      <FilterBar list={list}>
        <Form.Item name="keyword" label={t('shopUsers:common.keyword')}>
          <Input allowClear style={{ width: 180 }} />
        </Form.Item>
        <Form.Item name="status" label={t('coupon.status')}>
          <Select allowClear style={{ width: 110 }} options={(['enabled', 'disabled'] as const).map((v) => ({ value: v, label: t(`coupon.statuses.${v}`) }))} />
        </Form.Item>
        <Form.Item name="obtainType" label={t('coupon.obtain')}>
          <Select allowClear style={{ width: 140 }} options={(['claim', 'shop', 'activity'] as const).map((v) => ({ value: v, label: t(`coupon.obtains.${v}`) }))} />
        </Form.Item>
      </FilterBar>
      <DataTable<Coupon>
        fitWidth={1000}
        list={list}
        columns={columns}
        query={query}
        exportPage={(page, signal) => adminCouponIndex({ ...params, ...page }, { signal })}
        toolbar={
          canWrite && (
            <Button type="primary" onClick={() => setEditing('new')} data-testid="coupon-add">
              {t('shopUsers:common.add')}
            </Button>
          )
        }
      />
      {editing && <CouponForm coupon={editing === 'new' ? null : editing} onClose={() => setEditing(null)} onSaved={refresh} />}
      {issuing && <IssueDialog coupon={issuing} onClose={() => setIssuing(null)} />}
      {holders && <HeldModal coupon={holders} onClose={() => setHolders(null)} />}
    </Card>
  );
}
