import { useState } from 'react';
import { Alert, Button, Card, Descriptions, Empty, Image, Space, Spin, Steps, Table, Tag, Timeline, Typography } from 'antd';
import { useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useAdminOrderDetail } from '../../api/generated/orders/orders';
import type { Order, OrderItem, OrderLogEntry, Refund } from '../../api/generated/model';
import { formatDateTime, formatMoney, NONE } from '../../shared/format';
import { usePermission } from '../../session/permission';
import { OrderDialogs, SettleDialog, type OrderDialog } from './dialogs';
import { StatusTag } from './StatusTag';
import { OrderAfterSales } from './afterSaleSections';

/** The order's way through its states: placed, paid, shipped, completed (or closed). */
function Progress({ order }: { order: Order }) {
  const { t } = useTranslation('orders');
  const closed = order.status === 'closed';
  type Step = { key: 'placed' | 'paid' | 'shipped' | 'completed' | 'closed'; at: string | null | undefined };
  const steps: Step[] = [{ key: 'placed', at: order.createdAt }];
  if (!closed || order.paidAt) steps.push({ key: 'paid', at: order.paidAt });
  if (closed) steps.push({ key: 'closed', at: order.closedAt });
  else steps.push({ key: 'shipped', at: order.shippedAt }, { key: 'completed', at: order.completedAt });
  const current = steps.filter((s) => s.at).length - 1;
  return (
    <Steps
      current={current}
      status={closed ? 'error' : current === steps.length - 1 ? 'finish' : 'process'}
      items={steps.map((s) => ({ title: t(`detail.progress.${s.key}`), content: s.at ? formatDateTime(s.at) : undefined }))}
      data-testid="order-progress"
    />
  );
}

/** The order's refunds; a pending one can be marked refunded once the platform has done it. */
function Refunds({ refunds }: { refunds: Refund[] }) {
  const { t } = useTranslation('orders');
  const canSettle = usePermission('order:refund:settle');
  const [settling, setSettling] = useState<Refund | null>(null);
  return (
    <>
      <Table<Refund>
        rowKey="id"
        size="small"
        pagination={false}
        dataSource={refunds}
        scroll={{ x: 'max-content' }}
        data-testid="detail-refunds"
        columns={[
          { key: 'sn', title: t('refund.sn'), dataIndex: 'sn' },
          { key: 'amount', title: t('refund.amount'), align: 'right', render: (_, r) => formatMoney(r.amount) },
          { key: 'way', title: t('refund.way'), render: (_, r) => t(`payWay.${r.way}`) },
          {
            key: 'status',
            title: t('refund.status'),
            render: (_, r) => <Tag color={r.status === 'refunded' ? 'green' : 'orange'}>{t(`refund.statuses.${r.status}`)}</Tag>,
          },
          { key: 'reference', title: t('refund.reference'), render: (_, r) => r.reference || NONE },
          { key: 'createdAt', title: t('refund.createdAt'), render: (_, r) => formatDateTime(r.createdAt) },
          { key: 'settledAt', title: t('refund.settledAt'), render: (_, r) => formatDateTime(r.settledAt) },
          {
            key: 'actions',
            title: '',
            render: (_, r) =>
              canSettle &&
              r.status === 'pending' && (
                <Button size="small" data-testid={`refund-settle-${r.id}`} onClick={() => setSettling(r)}>
                  {t('refund.settle')}
                </Button>
              ),
          },
        ]}
      />
      {settling && <SettleDialog refund={settling} onClose={() => setSettling(null)} />}
    </>
  );
}

/** What happened to the order, oldest first. */
function History({ log }: { log: OrderLogEntry[] }) {
  const { t } = useTranslation('orders');
  const who = (op: string) => (op === 'buyer' || op === 'system' ? t(`detail.operators.${op}`) : op);
  return (
    <Timeline
      items={log.map((e) => ({
        key: e.id,
        content: (
          <Space orientation="vertical" size={0}>
            <Typography.Text strong>{t(`action.${e.action}`)}</Typography.Text>
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {formatDateTime(e.createdAt)} · {t('detail.operator')} {who(e.operator)}
            </Typography.Text>
            {e.remark && <Typography.Text>{e.remark}</Typography.Text>}
          </Space>
        ),
      }))}
    />
  );
}

/** One order: its progress, details, goods, amounts, consignee, shipping and history, with the actions its status allows. */
export default function OrderDetailPage() {
  const { t } = useTranslation('orders');
  const { id } = useParams();
  const navigate = useNavigate();
  const canWrite = usePermission('order:order:write');
  const [dialog, setDialog] = useState<OrderDialog>(null);
  const query = useAdminOrderDetail({ id: Number(id) }, { query: { enabled: Number(id) > 0, retry: false } });
  if (query.isLoading) return <Spin style={{ display: 'block', margin: 48 }} />;
  const data = query.data;
  if (!data) {
    return (
      <Card>
        <Empty description={t('detail.notFound')}>
          <Button onClick={() => navigate('/order/list')}>{t('detail.back')}</Button>
        </Empty>
      </Card>
    );
  }
  const o = data.order;
  const c = o.consignee;
  const deadline =
    o.status === 'unpaid' && o.payDeadline
      ? t('detail.payDeadline', { time: formatDateTime(o.payDeadline) })
      : o.status === 'shipped' && o.confirmDeadline
        ? t('detail.confirmDeadline', { time: formatDateTime(o.confirmDeadline) })
        : null;
  const actions = canWrite && (
    <Space>
      {o.actions.includes('ship') && (
        <Button type="primary" data-testid="detail-ship" onClick={() => setDialog({ kind: 'ship', order: o })}>
          {t('ship.button')}
        </Button>
      )}
      {o.actions.includes('changePrice') && (
        <Button data-testid="detail-price" onClick={() => setDialog({ kind: 'price', order: o })}>
          {t('price.button')}
        </Button>
      )}
      {o.actions.includes('cancel') && (
        <Button danger data-testid="detail-cancel" onClick={() => setDialog({ kind: 'cancel', order: o })}>
          {t('cancel.button')}
        </Button>
      )}
      {o.actions.includes('remark') && (
        <Button data-testid="detail-remark" onClick={() => setDialog({ kind: 'remark', order: o })}>
          {t('remark.button')}
        </Button>
      )}
    </Space>
  );
  const money = (v: string) => formatMoney(v);
  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      <Card title={`${t('detail.title')} ${o.sn}`} extra={actions}>
        <Progress order={o} />
        {deadline && <Alert style={{ marginTop: 16 }} type="info" showIcon title={deadline} />}
      </Card>
      <Card title={t('detail.info')}>
        <Descriptions column={{ xs: 1, md: 2, xl: 3 }} size="small">
          <Descriptions.Item label={t('detail.sn')}>{o.sn}</Descriptions.Item>
          <Descriptions.Item label={t('detail.status')}>
            <StatusTag status={o.status} />
          </Descriptions.Item>
          <Descriptions.Item label={t('detail.buyer')}>{`${o.user.nickname} ${o.user.mobile}`}</Descriptions.Item>
          <Descriptions.Item label={t('detail.payWay')}>{t(`payWay.${o.payWay ?? 'none'}`)}</Descriptions.Item>
          {o.payReference && <Descriptions.Item label={t('detail.payReference')}>{o.payReference}</Descriptions.Item>}
          <Descriptions.Item label={t('detail.createdAt')}>{formatDateTime(o.createdAt)}</Descriptions.Item>
          {o.paidAt && <Descriptions.Item label={t('detail.paidAt')}>{formatDateTime(o.paidAt)}</Descriptions.Item>}
          {o.shippedAt && <Descriptions.Item label={t('detail.shippedAt')}>{formatDateTime(o.shippedAt)}</Descriptions.Item>}
          {o.completedAt && <Descriptions.Item label={t('detail.completedAt')}>{formatDateTime(o.completedAt)}</Descriptions.Item>}
          {o.closedAt && <Descriptions.Item label={t('detail.closedAt')}>{formatDateTime(o.closedAt)}</Descriptions.Item>}
          {o.closeReason && <Descriptions.Item label={t('detail.closeReason')}>{o.closeReason}</Descriptions.Item>}
          <Descriptions.Item label={t('detail.remark')}>{o.remark || NONE}</Descriptions.Item>
          <Descriptions.Item label={t('detail.merchantRemark')}>
            <span data-testid="detail-merchant-remark">{o.merchantRemark || NONE}</span>
          </Descriptions.Item>
        </Descriptions>
      </Card>
      <Card title={t('detail.consignee')}>
        <Descriptions column={{ xs: 1, md: 2 }} size="small">
          <Descriptions.Item label={t('detail.consignee')}>{`${c.name} ${c.mobile}`}</Descriptions.Item>
          <Descriptions.Item label={t('detail.shipping')}>
            {o.carrier ? (
              <span data-testid="detail-shipping">{`${o.carrier} ${o.trackingNo}`}</span>
            ) : (
              NONE
            )}
          </Descriptions.Item>
          <Descriptions.Item label={t('detail.address')} span={2}>{`${c.provinceName}${c.cityName === '市辖区' ? '' : c.cityName}${c.districtName} ${c.detail}`}</Descriptions.Item>
        </Descriptions>
      </Card>
      <Card title={t('detail.items')}>
        <Table<OrderItem>
          rowKey="id"
          size="small"
          pagination={false}
          dataSource={o.items}
          scroll={{ x: 'max-content' }}
          columns={[
            {
              key: 'goods',
              title: t('detail.items'),
              render: (_, i) => (
                <Space>
                  {i.image && <Image src={i.image} width={40} height={40} preview={false} alt="" />}
                  <span>{i.goodsName}</span>
                </Space>
              ),
            },
            { key: 'sku', title: t('detail.sku'), render: (_, i) => i.skuText || NONE },
            { key: 'price', title: t('detail.price'), align: 'right', render: (_, i) => money(i.price) },
            { key: 'quantity', title: t('detail.quantity'), align: 'right', dataIndex: 'quantity' },
            { key: 'amount', title: t('detail.amount'), align: 'right', render: (_, i) => money(i.amount) },
          ]}
        />
        <Descriptions column={1} size="small" style={{ marginTop: 16, maxWidth: 360, marginLeft: 'auto' }} data-testid="detail-amounts">
          <Descriptions.Item label={t('detail.goodsAmount')}>{money(o.goodsAmount)}</Descriptions.Item>
          <Descriptions.Item label={t('detail.freightAmount')}>{money(o.freightAmount)}</Descriptions.Item>
          {o.discountAmount !== '0.00' && (
            <Descriptions.Item label={`${t('detail.discountAmount')}${o.couponName ? ` (${o.couponName})` : ''}`}>-{money(o.discountAmount)}</Descriptions.Item>
          )}
          {o.adjustAmount !== '0.00' && <Descriptions.Item label={t('detail.adjustAmount')}>{money(o.adjustAmount)}</Descriptions.Item>}
          <Descriptions.Item label={t('detail.payAmount')}>
            <Typography.Text strong data-testid="detail-pay-amount">
              {money(o.payAmount)}
            </Typography.Text>
          </Descriptions.Item>
          {o.refundedAmount !== '0.00' && <Descriptions.Item label={t('detail.refundedAmount')}>{money(o.refundedAmount)}</Descriptions.Item>}
        </Descriptions>
      </Card>
      {data.refunds.length > 0 && (
        <Card title={t('refund.title')}>
          <Refunds refunds={data.refunds} />
        </Card>
      )}
      {data.afterSales.length > 0 && (
        <Card title={t('detail.afterSales')}>
          <OrderAfterSales afterSales={data.afterSales} />
        </Card>
      )}
      <Card title={t('detail.log')}>
        <History log={data.log} />
      </Card>
      <OrderDialogs open={dialog} onClose={() => setDialog(null)} />
    </Space>
  );
}
