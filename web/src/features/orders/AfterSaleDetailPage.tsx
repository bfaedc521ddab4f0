import { useState } from 'react';
import { Alert, Button, Card, Descriptions, Empty, Image, Space, Spin, Typography } from 'antd';
import { Link, useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useAdminAfterSaleDetail } from '../../api/generated/orders/orders';
import type { AfterSale, AfterSaleAction } from '../../api/generated/model';
import { formatDateTime, formatMoney } from '../../shared/format';
import { usePermission } from '../../session/permission';
import { AfterSaleDialogs, type AfterSaleDialog } from './afterSaleDialogs';
import { AfterSaleGoods, deadlineText } from './afterSaleParts';
import { AfterSaleHistory, AfterSaleProgress, AfterSaleRefund } from './afterSaleSections';
import { AfterSaleStatusTag, StatusTag } from './StatusTag';
import { RightsSection } from './rights';

/** The buttons of the actions the claim allows now (the server's `actions`) that the staff member's permissions allow. */
function Actions({ afterSale: a, onOpen }: { afterSale: AfterSale; onOpen: (kind: NonNullable<AfterSaleDialog>['kind']) => void }) {
  const { t } = useTranslation('orders');
  const canWrite = usePermission('aftersale:aftersale:write');
  const canRefund = usePermission('aftersale:refund:write');
  const button = (kind: NonNullable<AfterSaleDialog>['kind'], primary = false) => (
    <Button key={kind} type={primary ? 'primary' : 'default'} danger={kind === 'refuse' || kind === 'reject'} data-testid={`aftersale-${kind}`} onClick={() => onOpen(kind)}>
      {t(`afterSale.${kind}.button`)}
    </Button>
  );
  const allows = (action: AfterSaleAction) => a.actions.includes(action);
  const buttons = [
    ...(canWrite && allows('agree') ? [button('agree', true)] : []),
    ...(canWrite && allows('refuse') ? [button('refuse')] : []),
    ...(canWrite && allows('receive') ? [button('receive', true)] : []),
    ...(canWrite && allows('rejectGoods') ? [button('reject')] : []),
    ...(canRefund && allows('refund') ? [button('refund', true)] : []),
  ];
  return buttons.length > 0 ? <Space>{buttons}</Space> : null;
}

/** One after-sale: its progress, the claim and the buyer's pictures, the order, the return, the refund and the history, with the actions its status allows. */
export default function AfterSaleDetailPage() {
  const { t } = useTranslation('orders');
  const { id } = useParams();
  const navigate = useNavigate();
  const [dialog, setDialog] = useState<AfterSaleDialog>(null);
  const query = useAdminAfterSaleDetail({ id: Number(id) }, { query: { enabled: Number(id) > 0, retry: false } });
  if (query.isLoading) return <Spin style={{ display: 'block', margin: 48 }} />;
  const data = query.data;
  if (!data) {
    return (
      <Card>
        <Empty description={t('afterSale.detail.notFound')}>
          <Button onClick={() => navigate('/order/refund')}>{t('afterSale.detail.back')}</Button>
        </Empty>
      </Card>
    );
  }
  const a = data.afterSale;
  const o = data.order;
  const left = deadlineText(t, a);
  const deadlineAt = a.deadline && (a.status === 'applied' || a.status === 'awaitingReturn') ? t(`afterSale.deadline.${a.status}At`, { time: formatDateTime(a.deadline) }) : null;
  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      <Card title={`${t('afterSale.detail.title')} ${a.sn}`} extra={<Actions afterSale={a} onOpen={(kind) => setDialog({ kind, afterSale: a })} />}>
        <AfterSaleProgress afterSale={a} log={data.log} />
        {left && <Alert style={{ marginTop: 16 }} type="info" showIcon title={left} description={deadlineAt} data-testid="aftersale-deadline" />}
      </Card>
      <Card title={t('afterSale.detail.claim')}>
        <Descriptions column={{ xs: 1, md: 2, xl: 3 }} size="small">
          <Descriptions.Item label={t('afterSale.detail.sn')}>{a.sn}</Descriptions.Item>
          <Descriptions.Item label={t('afterSale.detail.status')}>
            <AfterSaleStatusTag status={a.status} />
          </Descriptions.Item>
          <Descriptions.Item label={t('afterSale.detail.kind')}>{t(`afterSale.kind.${a.kind}`)}</Descriptions.Item>
          <Descriptions.Item label={t('afterSale.detail.amount')}>
            <Typography.Text strong data-testid="aftersale-amount">
              {formatMoney(a.amount)}
            </Typography.Text>
          </Descriptions.Item>
          <Descriptions.Item label={t('afterSale.detail.quantity')}>{a.quantity}</Descriptions.Item>
          <Descriptions.Item label={t('afterSale.detail.createdAt')}>{formatDateTime(a.createdAt)}</Descriptions.Item>
          <Descriptions.Item label={t('afterSale.detail.goods')} span={{ xs: 1, md: 2, xl: 3 }}>
            <AfterSaleGoods afterSale={a} />
          </Descriptions.Item>
          <Descriptions.Item label={t('afterSale.detail.reason')} span={{ xs: 1, md: 2, xl: 3 }}>
            {a.reason}
          </Descriptions.Item>
          {a.refuseReason && (
            <Descriptions.Item label={t('afterSale.detail.refuseReason')} span={{ xs: 1, md: 2, xl: 3 }}>
              {a.refuseReason}
            </Descriptions.Item>
          )}
        </Descriptions>
        <Typography.Title level={5} style={{ marginTop: 16 }}>
          {t('afterSale.detail.images')}
        </Typography.Title>
        {a.images.length > 0 ? (
          <Space wrap data-testid="aftersale-images">
            <Image.PreviewGroup>
              {a.images.map((src) => (
                <Image key={src} src={src} width={80} height={80} style={{ objectFit: 'cover' }} alt="" />
              ))}
            </Image.PreviewGroup>
          </Space>
        ) : (
          <Typography.Text type="secondary">{t('afterSale.detail.noImages')}</Typography.Text>
        )}
      </Card>
      <Card title={t('afterSale.detail.order')}>
        <Descriptions column={{ xs: 1, md: 2, xl: 3 }} size="small">
          <Descriptions.Item label={t('afterSale.detail.orderSn')}>
            <Link to={`/order/detail/${o.id}`} data-testid="aftersale-order">
              {o.sn}
            </Link>
          </Descriptions.Item>
          <Descriptions.Item label={t('afterSale.detail.orderStatus')}>
            <StatusTag status={o.status} />
          </Descriptions.Item>
          <Descriptions.Item label={t('afterSale.detail.buyer')}>{`${o.user.nickname} ${o.user.mobile}`}</Descriptions.Item>
          <Descriptions.Item label={t('afterSale.detail.payAmount')}>{formatMoney(o.payAmount)}</Descriptions.Item>
          <Descriptions.Item label={t('afterSale.detail.payWay')}>{t(`payWay.${o.payWay ?? 'none'}`)}</Descriptions.Item>
          <Descriptions.Item label={t('afterSale.detail.placedAt')}>{formatDateTime(o.createdAt)}</Descriptions.Item>
        </Descriptions>
      </Card>
      {a.returnAddress && (
        <Card title={t('afterSale.detail.return')}>
          <Descriptions column={1} size="small">
            <Descriptions.Item label={t('afterSale.detail.returnAddress')}>
              <span data-testid="aftersale-return-address">{a.returnAddress}</span>
            </Descriptions.Item>
            <Descriptions.Item label={t('afterSale.detail.buyerShipment')}>
              {a.buyerCarrier ? (
                <span data-testid="aftersale-shipment">{`${a.buyerCarrier} ${a.buyerTrackingNo}`}</span>
              ) : (
                <Typography.Text type="secondary">{t('afterSale.detail.notShipped')}</Typography.Text>
              )}
            </Descriptions.Item>
          </Descriptions>
        </Card>
      )}
      {a.rights && (
        <Card title={t('afterSale.rights.title')}>
          <RightsSection afterSale={a} />
        </Card>
      )}
      {(data.refund || a.status === 'awaitingRefund') && (
        <Card title={t('afterSale.detail.refund')}>
          <AfterSaleRefund refund={data.refund} />
        </Card>
      )}
      <Card title={t('afterSale.detail.log')}>
        <AfterSaleHistory log={data.log} />
      </Card>
      <AfterSaleDialogs open={dialog} onClose={() => setDialog(null)} />
    </Space>
  );
}
