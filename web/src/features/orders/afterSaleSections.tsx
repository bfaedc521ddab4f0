import { useState } from 'react';
import { Button, Descriptions, Empty, Space, Steps, Table, Tag, Timeline, Typography } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { AfterSale, AfterSaleKind, AfterSaleLogEntry, AfterSaleStatus, Refund } from '../../api/generated/model';
import { formatDateTime, formatMoney, NONE } from '../../shared/format';
import { usePermission } from '../../session/permission';
import { SettleDialog } from './dialogs';
import { AfterSaleGoods } from './afterSaleParts';
import { AfterSaleStatusTag } from './StatusTag';

/** The way of a claim through its states, by kind. */
const PATHS: Record<AfterSaleKind, AfterSaleStatus[]> = {
  refund: ['applied', 'awaitingRefund', 'refunded'],
  return: ['applied', 'awaitingReturn', 'awaitingReceipt', 'awaitingRefund', 'refunded'],
};

/**
 * The claim's progress: applied, (awaiting return, awaiting receipt,) awaiting refund,
 * refunded; a refused or revoked claim ends after the state it left, in error.
 */
export function AfterSaleProgress({ afterSale: a, log }: { afterSale: AfterSale; log: AfterSaleLogEntry[] }) {
  const { t } = useTranslation('orders');
  const path = PATHS[a.kind];
  const ended = a.status === 'refused' || a.status === 'revoked';
  const at = (s: AfterSaleStatus) => (s === 'applied' ? a.createdAt : log.findLast((e) => e.toStatus === s)?.createdAt);
  let steps = path;
  if (ended) {
    const left = log.findLast((e) => e.toStatus === a.status)?.fromStatus ?? 'applied';
    steps = [...path.slice(0, Math.max(0, path.indexOf(left)) + 1), a.status];
  }
  const current = ended ? steps.length - 1 : Math.max(0, steps.indexOf(a.status));
  return (
    <Steps
      current={current}
      status={ended ? 'error' : a.status === 'refunded' ? 'finish' : 'process'}
      items={steps.map((s, i) => {
        const time = i <= current ? at(s) : undefined;
        return { title: t(`afterSale.progress.${s}`), content: time ? formatDateTime(time) : undefined };
      })}
      data-testid="aftersale-progress"
    />
  );
}

/** The refund made for the claim; a pending one can be marked refunded once the platform has done it. */
export function AfterSaleRefund({ refund }: { refund: Refund | null }) {
  const { t } = useTranslation('orders');
  const canSettle = usePermission('order:refund:settle');
  const [settling, setSettling] = useState(false);
  if (!refund) return <Typography.Text type="secondary">{t('afterSale.detail.noRefund')}</Typography.Text>;
  return (
    <>
      <Descriptions column={{ xs: 1, md: 2, xl: 3 }} size="small" data-testid="aftersale-refund-card">
        <Descriptions.Item label={t('refund.sn')}>{refund.sn}</Descriptions.Item>
        <Descriptions.Item label={t('refund.amount')}>{formatMoney(refund.amount)}</Descriptions.Item>
        <Descriptions.Item label={t('refund.way')}>{t(`payWay.${refund.way}`)}</Descriptions.Item>
        <Descriptions.Item label={t('refund.status')}>
          <Space>
            <Tag color={refund.status === 'refunded' ? 'green' : 'orange'}>{t(`refund.statuses.${refund.status}`)}</Tag>
            {canSettle && refund.status === 'pending' && (
              <Button size="small" data-testid={`refund-settle-${refund.id}`} onClick={() => setSettling(true)}>
                {t('refund.settle')}
              </Button>
            )}
          </Space>
        </Descriptions.Item>
        <Descriptions.Item label={t('refund.reference')}>{refund.reference || NONE}</Descriptions.Item>
        <Descriptions.Item label={t('refund.createdAt')}>{formatDateTime(refund.createdAt)}</Descriptions.Item>
        {refund.settledAt && <Descriptions.Item label={t('refund.settledAt')}>{formatDateTime(refund.settledAt)}</Descriptions.Item>}
      </Descriptions>
      {settling && <SettleDialog refund={refund} onClose={() => setSettling(false)} />}
    </>
  );
}

/** What happened to the claim, oldest first. */
export function AfterSaleHistory({ log }: { log: AfterSaleLogEntry[] }) {
  const { t } = useTranslation('orders');
  if (log.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('afterSale.detail.noLog')} />;
  const who = (op: string) => (op === 'buyer' || op === 'system' ? t(`afterSale.detail.operators.${op}`) : op);
  return (
    <Timeline
      data-testid="aftersale-log"
      items={log.map((e) => ({
        key: e.id,
        content: (
          <Space orientation="vertical" size={0}>
            <Typography.Text strong>{t(`afterSale.action.${e.action}`)}</Typography.Text>
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {formatDateTime(e.createdAt)} · {t('afterSale.detail.operator')} {who(e.operator)}
            </Typography.Text>
            {e.remark && <Typography.Text>{e.remark}</Typography.Text>}
          </Space>
        ),
      }))}
    />
  );
}

/** An order's after-sales (on the order's page), each linking to its own page. */
export function OrderAfterSales({ afterSales }: { afterSales: AfterSale[] }) {
  const { t } = useTranslation('orders');
  return (
    <Table<AfterSale>
      rowKey="id"
      size="small"
      pagination={false}
      dataSource={afterSales}
      scroll={{ x: 'max-content' }}
      data-testid="detail-aftersales"
      columns={[
        {
          key: 'sn',
          title: t('afterSale.list.sn'),
          render: (_, a) => (
            <Link to={`/order/refundetail/${a.id}`} data-testid={`detail-aftersale-${a.id}`}>
              {a.sn}
            </Link>
          ),
        },
        { key: 'goods', title: t('afterSale.list.goods'), render: (_, a) => <AfterSaleGoods afterSale={a} /> },
        { key: 'kind', title: t('afterSale.list.kind'), render: (_, a) => t(`afterSale.kind.${a.kind}`) },
        { key: 'amount', title: t('afterSale.list.amount'), align: 'right', render: (_, a) => formatMoney(a.amount) },
        { key: 'status', title: t('afterSale.list.status'), render: (_, a) => <AfterSaleStatusTag status={a.status} /> },
        { key: 'createdAt', title: t('afterSale.list.createdAt'), render: (_, a) => formatDateTime(a.createdAt) },
      ]}
    />
  );
}
