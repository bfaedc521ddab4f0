import { AutoComplete, Alert, Form, Input, InputNumber, Typography } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  getAdminAfterSaleDetailQueryKey,
  getAdminAfterSaleIndexQueryKey,
  getAdminOrderDetailQueryKey,
  getAdminOrderIndexQueryKey,
  getAdminOrderSettingsDetailQueryKey,
  useAdminOrderCancel,
  useAdminOrderChangePrice,
  useAdminOrderRemark,
  useAdminOrderSettingsDetail,
  useAdminOrderSettingsSave,
  useAdminOrderShip,
  useAdminRefundSettle,
} from '../../api/generated/orders/orders';
import type { Order, OrderSettings, Refund } from '../../api/generated/model';
import {
  adminOrderCancelBody,
  adminOrderChangePriceBody,
  adminOrderRemarkBody,
  adminOrderSettingsSaveBody,
  adminOrderShipBody,
  adminRefundSettleBody,
} from '../../api/zod/orders/orders';
import { FormDialog, useFormKit } from '../../shared/form';
import { formatMoney } from '../../shared/format';
import { maxLengthOf, rangeOf, textRule } from '../../shared/zodRules';

/** What an order dialog needs: the order, and closing it. */
interface OrderDialogProps {
  order: Order;
  onClose: () => void;
}

/** Refreshes the lists and the details of orders and after-sales after a change of either (a refund touches both). */
export function useRefresh() {
  const queryClient = useQueryClient();
  return () => {
    for (const queryKey of [getAdminOrderIndexQueryKey(), getAdminOrderDetailQueryKey(), getAdminAfterSaleIndexQueryKey(), getAdminAfterSaleDetailQueryKey()]) {
      void queryClient.invalidateQueries({ queryKey });
    }
  };
}

const CARRIERS = ['顺丰速运', '中通快递', '圆通速递', '韵达快递', '申通快递', '京东物流', '中国邮政', 'EMS', '极兔速递', '德邦快递'];

/** Records the carrier and tracking number of a paid order. */
function ShipDialog({ order, onClose }: OrderDialogProps) {
  const { t } = useTranslation('orders');
  const [form] = Form.useForm<{ carrier: string; trackingNo: string }>();
  const kit = useFormKit(form, { success: t('ship.done'), onSaved: onClose });
  const ship = useAdminOrderShip({ request: kit.request, mutation: { onSettled: useRefresh() } });
  return (
    <FormDialog
      kit={kit}
      name="ship"
      title={t('ship.title', { sn: order.sn })}
      okText={t('ship.button')}
      onClose={onClose}
      initialValues={{ carrier: '', trackingNo: '' }}
      onFinish={(v) => void kit.save(() => ship.mutateAsync({ data: { id: order.id, carrier: v.carrier.trim(), trackingNo: v.trackingNo.trim() } }))}
    >
      <Form.Item name="carrier" label={t('ship.carrier')} rules={[textRule(adminOrderShipBody.shape.carrier, t('ship.carrierRule'))]}>
        <AutoComplete options={CARRIERS.map((c) => ({ value: c }))} filterOption data-testid="ship-carrier" />
      </Form.Item>
      <Form.Item
        name="trackingNo"
        label={t('ship.trackingNo')}
        rules={[textRule(adminOrderShipBody.shape.trackingNo, t('ship.trackingRule'))]}
      >
        <Input maxLength={maxLengthOf(adminOrderShipBody.shape.trackingNo)} data-testid="ship-tracking" />
      </Form.Item>
    </FormDialog>
  );
}

/** Sets what the buyer of an unpaid order is to pay. */
function PriceDialog({ order, onClose }: OrderDialogProps) {
  const { t } = useTranslation('orders');
  const [form] = Form.useForm<{ payAmount: number; reason: string }>();
  const kit = useFormKit(form, { success: t('price.done'), onSaved: onClose });
  const change = useAdminOrderChangePrice({ request: kit.request, mutation: { onSettled: useRefresh() } });
  return (
    <FormDialog
      kit={kit}
      name="price"
      title={t('price.title', { sn: order.sn })}
      onClose={onClose}
      initialValues={{ payAmount: Number(order.payAmount), reason: '' }}
      onFinish={(v) => void kit.save(() => change.mutateAsync({ data: { id: order.id, payAmount: v.payAmount.toFixed(2), reason: v.reason.trim() } }))}
    >
      <Typography.Paragraph type="secondary">{t('price.current', { amount: formatMoney(order.payAmount) })}</Typography.Paragraph>
      <Form.Item name="payAmount" label={t('price.payAmount')} rules={[{ required: true, type: 'number', min: 0.01, message: t('price.rule') }]}>
        <InputNumber min={0.01} max={9999999999} precision={2} prefix="¥" style={{ width: 200 }} data-testid="price-amount" />
      </Form.Item>
      <Form.Item name="reason" label={t('price.reason')} rules={[textRule(adminOrderChangePriceBody.shape.reason, t('price.reasonRule'))]}>
        <Input maxLength={maxLengthOf(adminOrderChangePriceBody.shape.reason)} data-testid="price-reason" />
      </Form.Item>
    </FormDialog>
  );
}

/** Closes an unpaid order with a reason, after saying what that gives back. */
function CancelDialog({ order, onClose }: OrderDialogProps) {
  const { t } = useTranslation('orders');
  const [form] = Form.useForm<{ reason: string }>();
  const kit = useFormKit(form, { success: t('cancel.done'), onSaved: onClose });
  const cancel = useAdminOrderCancel({ request: kit.request, mutation: { onSettled: useRefresh() } });
  return (
    <FormDialog
      kit={kit}
      name="cancel"
      title={t('cancel.title', { sn: order.sn })}
      okText={t('cancel.button')}
      okButtonProps={{ danger: true }}
      onClose={onClose}
      initialValues={{ reason: '' }}
      onFinish={(v) => void kit.save(() => cancel.mutateAsync({ data: { id: order.id, reason: v.reason.trim() } }))}
    >
      <Alert
        type="warning"
        showIcon
        title={t('cancel.hint')}
        description={
          order.status === 'paid' &&
          (order.payWay === 'balance'
            ? t('cancel.refundBalance', { amount: formatMoney(order.payAmount) })
            : t('cancel.refundPlatform', { amount: formatMoney(order.payAmount), way: t(`payWay.${order.payWay ?? 'none'}`) }))
        }
        style={{ marginBottom: 16 }}
      />
      <Form.Item name="reason" label={t('cancel.reason')} rules={[textRule(adminOrderCancelBody.shape.reason, t('cancel.rule'))]}>
        <Input maxLength={maxLengthOf(adminOrderCancelBody.shape.reason)} data-testid="cancel-reason" />
      </Form.Item>
    </FormDialog>
  );
}

/** The shop's own note on an order. */
function RemarkDialog({ order, onClose }: OrderDialogProps) {
  const { t } = useTranslation('orders');
  const [form] = Form.useForm<{ remark: string }>();
  const kit = useFormKit(form, { success: t('remark.done'), onSaved: onClose });
  const remark = useAdminOrderRemark({ request: kit.request, mutation: { onSettled: useRefresh() } });
  return (
    <FormDialog
      kit={kit}
      name="remark"
      title={t('remark.title', { sn: order.sn })}
      onClose={onClose}
      initialValues={{ remark: order.merchantRemark }}
      onFinish={(v) => void kit.save(() => remark.mutateAsync({ data: { id: order.id, remark: (v.remark ?? '').trim() } }))}
    >
      <Form.Item name="remark" label={t('remark.remark')}>
        <Input.TextArea rows={3} maxLength={maxLengthOf(adminOrderRemarkBody.shape.remark)} showCount data-testid="remark-text" />
      </Form.Item>
    </FormDialog>
  );
}

/** Confirms that the payment platform refunded, with its refund number. */
export function SettleDialog({ refund, onClose }: { refund: Refund; onClose: () => void }) {
  const { t } = useTranslation('orders');
  const [form] = Form.useForm<{ reference: string }>();
  const kit = useFormKit(form, { success: t('refund.settled'), onSaved: onClose });
  const settle = useAdminRefundSettle({ request: kit.request, mutation: { onSettled: useRefresh() } });
  return (
    <FormDialog
      kit={kit}
      name="settle"
      title={t('refund.settleTitle', { sn: refund.sn })}
      okText={t('refund.settle')}
      onClose={onClose}
      initialValues={{ reference: '' }}
      onFinish={(v) => void kit.save(() => settle.mutateAsync({ data: { sn: refund.sn, reference: v.reference.trim() } }))}
    >
      <Typography.Paragraph type="secondary">{t('refund.settleHint')}</Typography.Paragraph>
      <Form.Item
        name="reference"
        label={t('refund.reference')}
        rules={[textRule(adminRefundSettleBody.shape.reference, t('refund.referenceRule'))]}
      >
        <Input maxLength={maxLengthOf(adminRefundSettleBody.shape.reference)} data-testid="settle-reference" />
      </Form.Item>
    </FormDialog>
  );
}

/** The order settings: unpaid timeout, automatic confirmation, after-sale window. */
export function SettingsDialog({ canWrite, onClose }: { canWrite: boolean; onClose: () => void }) {
  const { t } = useTranslation('orders');
  const [form] = Form.useForm<OrderSettings>();
  const queryClient = useQueryClient();
  const current = useAdminOrderSettingsDetail();
  const kit = useFormKit(form, { success: t('settings.done'), onSaved: onClose });
  const save = useAdminOrderSettingsSave({
    request: kit.request,
    mutation: { onSettled: () => void queryClient.invalidateQueries({ queryKey: getAdminOrderSettingsDetailQueryKey() }) },
  });
  if (!current.data) return null;
  const field = (name: keyof OrderSettings) => {
    const { min, max } = rangeOf(adminOrderSettingsSaveBody.shape[name]);
    return (
      <Form.Item name={name} label={t(`settings.${name}`)} rules={[{ required: true, type: 'integer', min, max }]}>
        <InputNumber min={min} max={max} precision={0} disabled={!canWrite} style={{ width: 160 }} data-testid={`settings-${name}`} />
      </Form.Item>
    );
  };
  return (
    <FormDialog
      kit={kit}
      name="order-settings"
      title={t('settings.title')}
      onClose={onClose}
      initialValues={current.data}
      okButtonProps={{ disabled: !canWrite }}
      onFinish={(v) => void kit.save(() => save.mutateAsync({ data: v }))}
    >
      <Typography.Paragraph type="secondary">{t('settings.note')}</Typography.Paragraph>
      {field('unpaidMinutes')}
      {field('autoConfirmDays')}
      {field('afterSaleDays')}
    </FormDialog>
  );
}

/** Which dialog is open, on which order. */
export type OrderDialog = { kind: 'ship' | 'price' | 'cancel' | 'remark'; order: Order } | null;

/** The open dialog of an order page. */
export function OrderDialogs({ open, onClose }: { open: OrderDialog; onClose: () => void }) {
  if (!open) return null;
  const Dialog = { ship: ShipDialog, price: PriceDialog, cancel: CancelDialog, remark: RemarkDialog }[open.kind];
  return <Dialog order={open.order} onClose={onClose} />;
}
