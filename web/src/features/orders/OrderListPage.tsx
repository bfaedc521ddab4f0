import { useState } from 'react';
import { Button, Card, Form, Image, Input, Select, Space, Tag, Typography } from 'antd';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { adminOrderIndex, useAdminOrderIndex } from '../../api/generated/orders/orders';
import { OrderSortParameter, OrderTabParameter, PayWay, type AdminOrderIndexParams, type Order } from '../../api/generated/model';
import { DataTable, FilterBar, ListTabs, useList, type ListColumn } from '../../shared/list';
import { formatDateTime, formatMoney } from '../../shared/format';
import { usePermission } from '../../session/permission';
import { RowAction } from '../../shared/RowAction';
import { OrderDialogs, SettingsDialog, type OrderDialog } from './dialogs';
import { BatchShipDialog } from './BatchShipDialog';
import { StatusTag } from './StatusTag';
import { TwoLines } from './afterSaleParts';

const TABS = Object.values(OrderTabParameter);

/** The order's goods: the first item's picture, name and spec, and how many more. */
function Items({ order }: { order: Order }) {
  const { t } = useTranslation('orders');
  const [first, ...rest] = order.items;
  if (!first) return null;
  return (
    <Space>
      {first.image && <Image src={first.image} width={40} height={40} preview={false} alt="" />}
      <Space orientation="vertical" size={0}>
        <Typography.Text style={{ maxWidth: 200 }} ellipsis={{ tooltip: first.goodsName }}>
          {first.goodsName}
        </Typography.Text>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {[first.skuText, `× ${first.quantity}`].filter(Boolean).join('  ')}
          {rest.length > 0 && `  ${t('list.more', { count: rest.length })}`}
        </Typography.Text>
      </Space>
    </Space>
  );
}

/** The order list: tabs by status with their counts, filters, the items in each row, actions per status. */
export default function OrderListPage() {
  const { t } = useTranslation('orders');
  const list = useList('orders.list', { defaultSort: '-createdAt' });
  const canWrite = usePermission('order:order:write');
  const canSettings = usePermission('order:settings:read');
  const canSaveSettings = usePermission('order:settings:write');
  const navigate = useNavigate();
  const [dialog, setDialog] = useState<OrderDialog>(null);
  const [settings, setSettings] = useState(false);
  const [batchShip, setBatchShip] = useState(false);
  const tab = list.oneOf('tab', OrderTabParameter) ?? 'all';
  const params: AdminOrderIndexParams = {
    ...list.paging,
    tab,
    sn: list.text('sn'),
    goodsName: list.text('goodsName'),
    buyer: list.text('buyer'),
    consignee: list.text('consignee'),
    payWay: list.oneOf('payWay', PayWay),
    startDate: list.text('startDate'),
    endDate: list.text('endDate'),
    sort: list.sortOf(OrderSortParameter),
    closingWithin: list.int('closingWithin'),
  };
  const query = useAdminOrderIndex(params, { query: list.queryOptions });
  const open = (o: Order) => navigate(`/order/detail/${o.id}`);

  const columns: ListColumn<Order>[] = [
    {
      key: 'sn',
      title: t('list.sn'),
      fixedVisible: true,
      exportValue: (o) => o.sn,
      render: (_, o) => (
        <RowAction testId={`order-${o.id}`} onClick={() => open(o)}>
          {o.sn}
        </RowAction>
      ),
    },
    { key: 'goods', title: t('list.goods'), exportValue: (o) => o.items.map((i) => `${i.goodsName} ${i.skuText} × ${i.quantity}`).join('; '), render: (_, o) => <Items order={o} /> },
    {
      key: 'buyer',
      title: t('list.buyer'),
      exportValue: (o) => `${o.user.nickname} ${o.user.mobile}`,
      render: (_, o) => <TwoLines first={o.user.nickname} second={o.user.mobile} />,
    },
    {
      key: 'consignee',
      title: t('list.consignee'),
      exportValue: (o) => `${o.consignee.name} ${o.consignee.mobile}`,
      render: (_, o) => <TwoLines first={o.consignee.name} second={o.consignee.mobile} />,
    },
    {
      key: 'payAmount',
      title: t('list.payAmount'),
      sortField: 'payAmount',
      align: 'right',
      exportValue: (o) => Number(o.payAmount),
      render: (_, o) => <TwoLines first={formatMoney(o.payAmount)} second={t(`payWay.${o.payWay ?? 'none'}`)} />,
    },
    { key: 'payWay', title: t('list.payWay'), exportOnly: true, exportValue: (o) => t(`payWay.${o.payWay ?? 'none'}`), render: (_, o) => t(`payWay.${o.payWay ?? 'none'}`) },
    { key: 'status', title: t('list.status'), exportValue: (o) => t(`status.${o.status}`), render: (_, o) => <StatusTag status={o.status} /> },
    { key: 'createdAt', title: t('list.createdAt'), sortField: 'createdAt', exportValue: (o) => formatDateTime(o.createdAt), render: (v: string) => formatDateTime(v) },
    {
      key: 'actions',
      title: t('list.actions'),
      fixedVisible: true,
      render: (_, o) => (
        <Space>
          {canWrite && o.actions.includes('ship') && (
            <RowAction testId={`order-ship-${o.id}`} onClick={() => setDialog({ kind: 'ship', order: o })}>
              {t('ship.button')}
            </RowAction>
          )}
          {canWrite && o.actions.includes('changePrice') && (
            <RowAction testId={`order-price-${o.id}`} onClick={() => setDialog({ kind: 'price', order: o })}>
              {t('price.button')}
            </RowAction>
          )}
          {canWrite && o.actions.includes('cancel') && (
            <RowAction testId={`order-cancel-${o.id}`} onClick={() => setDialog({ kind: 'cancel', order: o })}>
              {t('cancel.button')}
            </RowAction>
          )}
        </Space>
      ),
    },
  ];

  return (
    <Card title={t('list.title')}>
      <ListTabs list={list} filter="tab" tabs={TABS} active={tab} label={(k) => t(`list.tabs.${k}`)} answer={query.data} />
      {params.closingWithin !== undefined && (
        <Tag closable data-testid="order-closing-within" style={{ marginBottom: 12 }} onClose={() => list.setFilters({ ...list.filters, closingWithin: undefined })}>
          {t('list.closingWithin', { minutes: params.closingWithin })}
        </Tag>
      )}
      <FilterBar list={list} dates datesLabel={t('list.createdAt')}>
        <Form.Item name="sn" label={t('list.sn')}>
          <Input allowClear style={{ width: 190 }} data-testid="order-sn" />
        </Form.Item>
        <Form.Item name="goodsName" label={t('list.goodsName')}>
          <Input allowClear style={{ width: 160 }} />
        </Form.Item>
        <Form.Item name="buyer" label={t('list.buyer')}>
          <Input allowClear placeholder={t('list.buyerHint')} style={{ width: 180 }} />
        </Form.Item>
        <Form.Item name="consignee" label={t('list.consignee')}>
          <Input allowClear placeholder={t('list.consigneeHint')} style={{ width: 180 }} />
        </Form.Item>
        <Form.Item name="payWay" label={t('list.payWay')}>
          <Select allowClear style={{ width: 130 }} options={Object.values(PayWay).map((w) => ({ value: w, label: t(`payWay.${w}`) }))} />
        </Form.Item>
      </FilterBar>
      <DataTable<Order>
        list={list}
        columns={columns}
        query={query}
        exportPage={(page, signal) => adminOrderIndex({ ...params, ...page }, { signal })}
        toolbar={
          <>
            {canWrite && (
              <Button data-testid="order-batch-ship" onClick={() => setBatchShip(true)}>
                {t('batchShip.button')}
              </Button>
            )}
            {canSettings && (
              <Button data-testid="order-settings" onClick={() => setSettings(true)}>
                {t('list.settings')}
              </Button>
            )}
          </>
        }
      />
      <OrderDialogs open={dialog} onClose={() => setDialog(null)} />
      {settings && <SettingsDialog canWrite={canSaveSettings} onClose={() => setSettings(false)} />}
      {batchShip && <BatchShipDialog onClose={() => setBatchShip(false)} />}
    </Card>
  );
}
