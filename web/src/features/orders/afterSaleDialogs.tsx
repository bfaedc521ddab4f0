import { useEffect, useRef } from 'react';
import { Alert, Form, Input, Typography } from 'antd';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  adminAfterSaleRefund,
  useAdminAfterSaleAgree,
  useAdminAfterSaleReceive,
  useAdminAfterSaleRefuse,
  useAdminAfterSaleRejectGoods,
} from '../../api/generated/orders/orders';
import type { AfterSale, OrderIdRequest } from '../../api/generated/model';
import { isApiError } from '../../api/ApiError';
import { useAdminShopAddressIndex } from '../../api/generated/setup/setup';
import { usePermission } from '../../session/permission';
import { FormDialog, useFormKit } from '../../shared/form';
import { formatMoney } from '../../shared/format';
import { ALL_ADDRESSES, addressLine, returnWarehouseOf } from '../setup/address';
import { useRefresh } from './dialogs';

/** What an after-sale dialog needs: the claim, and closing it. */
interface AfterSaleDialogProps {
  afterSale: AfterSale;
  onClose: () => void;
}

/**
 * Agrees to an applied claim. A return names the address the goods go back to: the return
 * warehouse to start with (when the user may read the shop's addresses); left empty, the
 * server sends the goods to the return warehouse.
 */
function AgreeDialog({ afterSale: a, onClose }: AfterSaleDialogProps) {
  const { t } = useTranslation('orders');
  const [form] = Form.useForm<{ returnAddress: string }>();
  const kit = useFormKit(form, { success: t('afterSale.agree.done'), onSaved: onClose });
  const agree = useAdminAfterSaleAgree({ request: kit.request, mutation: { onSettled: useRefresh() } });
  const isReturn = a.kind === 'return';
  const canReadAddresses = usePermission('shop:setup:read');
  const addresses = useAdminShopAddressIndex(ALL_ADDRESSES, { query: { enabled: isReturn && canReadAddresses } });
  const warehouse = returnWarehouseOf(addresses.data?.list);
  const warehouseLine = warehouse ? addressLine(warehouse) : '';
  const { reset } = kit;
  useEffect(() => {
    if (warehouseLine && !form.isFieldTouched('returnAddress')) reset({ returnAddress: warehouseLine });
  }, [warehouseLine, form, reset]);
  return (
    <FormDialog
      kit={kit}
      name="aftersale-agree"
      title={t('afterSale.agree.title', { sn: a.sn })}
      okText={t('afterSale.agree.button')}
      onClose={onClose}
      initialValues={{ returnAddress: '' }}
      onFinish={(v) => {
        const returnAddress = (v.returnAddress ?? '').trim();
        void kit.save(() => agree.mutateAsync({ data: isReturn && returnAddress ? { id: a.id, returnAddress } : { id: a.id } }));
      }}
    >
      <Typography.Paragraph type="secondary">
        {isReturn ? t('afterSale.agree.returnHint') : t('afterSale.agree.refundHint', { amount: formatMoney(a.amount) })}
      </Typography.Paragraph>
      {isReturn && (
        <Form.Item
          name="returnAddress"
          label={t('afterSale.agree.returnAddress')}
          extra={t('afterSale.agree.returnWarehouseHint')}
          rules={[{ max: 200, message: t('afterSale.agree.returnAddressRule') }]}
        >
          <Input.TextArea rows={2} maxLength={200} placeholder={t('afterSale.agree.returnAddressHint')} data-testid="agree-address" />
        </Form.Item>
      )}
    </FormDialog>
  );
}

/** Refuses an applied claim (`refuse`) or the goods sent back (`reject`), with the reason. */
function ReasonDialog({ afterSale: a, onClose, kind }: AfterSaleDialogProps & { kind: 'refuse' | 'reject' }) {
  const { t } = useTranslation('orders');
  const [form] = Form.useForm<{ reason: string }>();
  const kit = useFormKit(form, { success: t(`afterSale.${kind}.done`), onSaved: onClose });
  const onSettled = useRefresh();
  const refuse = useAdminAfterSaleRefuse({ request: kit.request, mutation: { onSettled } });
  const reject = useAdminAfterSaleRejectGoods({ request: kit.request, mutation: { onSettled } });
  const run = kind === 'refuse' ? refuse : reject;
  return (
    <FormDialog
      kit={kit}
      name={`aftersale-${kind}`}
      title={t(`afterSale.${kind}.title`, { sn: a.sn })}
      okText={t(`afterSale.${kind}.button`)}
      okButtonProps={{ danger: true }}
      onClose={onClose}
      initialValues={{ reason: '' }}
      onFinish={(v) => void kit.save(() => run.mutateAsync({ data: { id: a.id, reason: v.reason.trim() } }))}
    >
      {kind === 'reject' && <Alert type="warning" showIcon title={t('afterSale.reject.hint')} style={{ marginBottom: 16 }} />}
      <Form.Item name="reason" label={t(`afterSale.${kind}.reason`)} rules={[{ required: true, whitespace: true, max: 200, message: t(`afterSale.${kind}.rule`) }]}>
        <Input.TextArea rows={2} maxLength={200} data-testid="aftersale-reason" />
      </Form.Item>
    </FormDialog>
  );
}

/** Confirms that the goods sent back arrived as they should. */
function ReceiveDialog({ afterSale: a, onClose }: AfterSaleDialogProps) {
  const { t } = useTranslation('orders');
  const [form] = Form.useForm<Record<string, never>>();
  const kit = useFormKit(form, { success: t('afterSale.receive.done'), onSaved: onClose });
  const receive = useAdminAfterSaleReceive({ request: kit.request, mutation: { onSettled: useRefresh() } });
  return (
    <FormDialog
      kit={kit}
      name="aftersale-receive"
      title={t('afterSale.receive.title', { sn: a.sn })}
      okText={t('afterSale.receive.button')}
      onClose={onClose}
      onFinish={() => void kit.save(() => receive.mutateAsync({ data: { id: a.id } }))}
    >
      <Typography.Paragraph>{t('afterSale.receive.hint')}</Typography.Paragraph>
    </FormDialog>
  );
}

/** Answers that decided the request: the key is spent on them, another attempt needs another. */
const DECIDED = new Set<unknown>([400, 409]);

/**
 * Refunds the claim after saying how much goes where. One Idempotency-Key per opened dialog,
 * so a retried or double-clicked confirmation refunds once; a refusal spends it.
 */
function RefundDialog({ afterSale: a, onClose }: AfterSaleDialogProps) {
  const { t } = useTranslation('orders');
  const [form] = Form.useForm<Record<string, never>>();
  const key = useRef('');
  if (!key.current) key.current = crypto.randomUUID();
  const amount = formatMoney(a.amount);
  // What happened, from the answer: refunded at once, or waiting for the platform.
  const kit = useFormKit<Record<string, never>, AfterSale>(form, {
    success: (r) =>
      r?.status === 'refunded' ? t('afterSale.refund.done', { amount }) : t('afterSale.refund.pending'),
    onSaved: onClose,
  });
  const refund = useMutation({
    mutationFn: (data: OrderIdRequest) =>
      adminAfterSaleRefund(data, { ...kit.request, headers: { 'Idempotency-Key': key.current } }).catch((error: unknown) => {
        if (isApiError(error) && DECIDED.has(error.code)) key.current = crypto.randomUUID();
        throw error;
      }),
    onSettled: useRefresh(),
  });
  return (
    <FormDialog
      kit={kit}
      name="aftersale-refund"
      title={t('afterSale.refund.title', { sn: a.sn })}
      okText={t('afterSale.refund.confirm')}
      onClose={onClose}
      onFinish={() => void kit.save(() => refund.mutateAsync({ id: a.id }))}
    >
      <Alert
        type="warning"
        showIcon
        data-testid="refund-summary"
        title={
          a.payWay === 'balance'
            ? t('afterSale.refund.balance', { amount })
            : t('afterSale.refund.platform', { amount, way: t(`payWay.${a.payWay}`) })
        }
      />
    </FormDialog>
  );
}

/** Which dialog is open, on which after-sale. */
export type AfterSaleDialog = { kind: 'agree' | 'refuse' | 'receive' | 'reject' | 'refund'; afterSale: AfterSale } | null;

/** The open dialog of an after-sale page. */
export function AfterSaleDialogs({ open, onClose }: { open: AfterSaleDialog; onClose: () => void }) {
  if (!open) return null;
  const props = { afterSale: open.afterSale, onClose };
  switch (open.kind) {
    case 'agree':
      return <AgreeDialog {...props} />;
    case 'refuse':
    case 'reject':
      return <ReasonDialog {...props} kind={open.kind} />;
    case 'receive':
      return <ReceiveDialog {...props} />;
    case 'refund':
      return <RefundDialog {...props} />;
  }
}
