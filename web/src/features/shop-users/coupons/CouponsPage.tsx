import { useState } from 'react';
import { Button, Card, Form, Input, Popconfirm, Select, Space, Switch, Tag } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  adminCouponIndex,
  useAdminCouponDestroy,
  useAdminCouponIndex,
  useAdminCouponUpdateStatus,
} from '../../../api/generated/shop-coupons/shop-coupons';
import type { AdminCouponIndexParams, Coupon } from '../../../api/generated/model';
import { DataTable, type ListColumn } from '../list/DataTable';
import { FilterBar } from '../list/FilterBar';
import { queryOf, useListParams } from '../list/useListParams';
import { when } from '../list/format';
import { PERM } from '../permission';
import { usePermission } from '../../../session/permission';
import { CouponForm } from './CouponForm';
import { IssueDialog } from './IssueDialog';
import { HeldModal } from './HeldModal';

/** Coupons: rules, counters, enabling, giving to users and who holds them. */
export default function CouponsPage() {
  const { t } = useTranslation('shopUsers');
  const list = useListParams();
  const canWrite = usePermission(PERM.couponWrite);
  const queryClient = useQueryClient();
  const params = queryOf(list) as AdminCouponIndexParams;
  const query = useAdminCouponIndex(params);
  const [editing, setEditing] = useState<Coupon | 'new' | null>(null);
  const [issuing, setIssuing] = useState<Coupon | null>(null);
  const [holders, setHolders] = useState<Coupon | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['/admin/coupon/index'] });
  const status = useAdminCouponUpdateStatus({ mutation: { onSettled: refresh } });
  const destroy = useAdminCouponDestroy({ mutation: { onSettled: refresh } });

  const validity = (c: Coupon) =>
    c.validityType === 'fixed' ? `${when(c.useStart)} ~ ${when(c.useEnd)}` : `${t(`coupon.validities.${c.validityType}`)} (${c.validDays})`;
  const columns: ListColumn<Coupon>[] = [
    { key: 'name', title: t('coupon.name'), fixedVisible: true, exportValue: (c) => c.name },
    { key: 'amount', title: t('coupon.amount'), align: 'right', exportValue: (c) => Number(c.amount) },
    {
      key: 'threshold',
      title: t('coupon.threshold'),
      exportValue: (c) => (c.thresholdType === 'none' ? t('coupon.thresholds.none') : c.minSpend),
      render: (_, c) => (c.thresholdType === 'none' ? t('coupon.thresholds.none') : `≥ ${c.minSpend}`),
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
      render: (_, c) => <a onClick={() => setHolders(c)}>{`${c.issuedCount} / ${c.claimedCount} / ${c.usedCount}`}</a>,
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
    { key: 'createdAt', title: t('ledger.createdAt'), exportValue: (c) => when(c.createdAt), render: (v: string) => when(v) },
    {
      key: 'actions',
      title: t('common.actions'),
      fixedVisible: true,
      render: (_, c) => (
        <Space>
          <a onClick={() => setHolders(c)}>{t('coupon.held')}</a>
          {canWrite && <a onClick={() => setEditing(c)}>{t('common.edit')}</a>}
          {canWrite && c.obtainType === 'shop' && c.status === 'enabled' && <a onClick={() => setIssuing(c)}>{t('coupon.issue')}</a>}
          {canWrite && c.issuedCount + c.claimedCount === 0 && (
            <Popconfirm title={t('coupon.deleteConfirm', { name: c.name })} onConfirm={() => destroy.mutate({ data: { id: c.id } })}>
              <a>{t('common.delete')}</a>
            </Popconfirm>
          )}
        </Space>
      ),
    },
  ];

  return (
    <Card title={t('coupon.title')}>
      <FilterBar list={list}>
        <Form.Item name="keyword" label={t('common.keyword')}>
          <Input allowClear style={{ width: 180 }} />
        </Form.Item>
        <Form.Item name="status" label={t('coupon.status')}>
          <Select allowClear style={{ width: 110 }} options={(['enabled', 'disabled'] as const).map((v) => ({ value: v, label: t(`coupon.statuses.${v}`) }))} />
        </Form.Item>
        <Form.Item name="obtainType" label={t('coupon.obtain')}>
          <Select allowClear style={{ width: 140 }} options={(['claim', 'shop', 'activity'] as const).map((v) => ({ value: v, label: t(`coupon.obtains.${v}`) }))} />
        </Form.Item>
      </FilterBar>
      <DataTable<Coupon, AdminCouponIndexParams>
        tableKey="coupons"
        columns={columns}
        query={query}
        list={list}
        params={params}
        exportWith={adminCouponIndex}
        toolbar={
          canWrite && (
            <Button type="primary" onClick={() => setEditing('new')} data-testid="coupon-add">
              {t('common.add')}
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
