import { useRef, useState } from 'react';
import { Alert, Button, Descriptions, Empty, Form, Input, Modal, Select, Skeleton, Space, Typography } from 'antd';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  adminCashWithdrawApply,
  getAdminCashWithdrawPreviewQueryOptions,
  useAdminCashAccountDetail,
  useAdminCashMethodIndex,
  useAdminCashWithdrawPreview,
} from '../../api/generated/cash/cash';
import type { CashMethod, CashWithdrawal, CashWithdrawalApply, CashWithdrawalPreview } from '../../api/generated/model';
import { isApiError } from '../../api/ApiError';
import { FormDialog, useFormKit } from '../../shared/form';
import { formatMoney } from '../../shared/format';
import { useDebounced } from '../../shared/useDebounced';
import { KindTag } from './KindTag';
import { CASH_PATHS } from './paths';
import { DECIDED, useMoneyRefresh } from './refresh';
import { MONEY, amountOf } from './money';

/** How long the amount rests before the preview is asked for. */
const PREVIEW_DEBOUNCE_MS = 300;

interface Values {
  methodId: number;
  amount: string;
}

/** What the applicant confirms: the values and the preview of that amount. */
interface Confirming extends Values {
  preview: CashWithdrawalPreview;
}

function methodLabel(m: Pick<CashMethod, 'holder' | 'accountNo' | 'bank'>) {
  return [m.bank, m.holder, m.accountNo].filter(Boolean).join(' · ');
}

/**
 * Applies for a withdrawal: the method (the default chosen), the amount with an "all"
 * shortcut, the preview's fee, net and available as the amount changes (and the rule it would
 * break), then a confirmation saying what arrives. Each confirmation is one intended apply
 * with its own Idempotency-Key: a retry of it (a lost answer) sends the same key, a refusal
 * spends it.
 */
export function ApplyDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('cash');
  const navigate = useNavigate();
  const [form] = Form.useForm<Values>();
  const methods = useAdminCashMethodIndex();
  const account = useAdminCashAccountDetail();
  const [confirming, setConfirming] = useState<Confirming | null>(null);
  const queryClient = useQueryClient();
  const key = useRef('');
  const refresh = useMoneyRefresh();

  const typed = Form.useWatch('amount', form);
  const amount = amountOf(useDebounced(typed, PREVIEW_DEBOUNCE_MS));
  const preview = useAdminCashWithdrawPreview({ amount: amount ?? '' }, { query: { enabled: amount !== undefined } });
  const shown = amount !== undefined && amount === amountOf(typed) ? preview.data : undefined;
  const refusal = shown?.refusal;

  const kit = useFormKit<Values, CashWithdrawal>(form, { success: t('applyDialog.done'), onSaved: onClose });
  const apply = useMutation({
    mutationFn: (data: CashWithdrawalApply) =>
      adminCashWithdrawApply(data, { ...kit.request, headers: { 'Idempotency-Key': key.current } }).catch((error: unknown) => {
        if (isApiError(error) && DECIDED.has(error.code)) key.current = crypto.randomUUID();
        throw error;
      }),
    onSettled: refresh,
  });
  const next = async (values: Values) => {
    const amountText = values.amount.trim();
    const seen = await queryClient.fetchQuery(getAdminCashWithdrawPreviewQueryOptions({ amount: amountText })).catch(() => undefined);
    if (!seen || seen.refusal) return;
    key.current = crypto.randomUUID();
    setConfirming({ methodId: values.methodId, amount: amountText, preview: seen });
  };
  const confirm = async (values: Values) => {
    // A lost answer (network, 5xx) keeps the confirmation open: trying again resends the same key.
    let retry = false;
    await kit.save(() =>
      apply.mutateAsync({ methodId: values.methodId, amount: values.amount }).catch((error: unknown) => {
        retry = !(isApiError(error) && DECIDED.has(error.code));
        throw error;
      }),
    );
    if (!retry) setConfirming(null);
  };

  const list = methods.data?.list;
  if (methods.isError) return null;
  if (!list) {
    return (
      <Modal open title={t('applyDialog.title')} footer={null} onCancel={onClose}>
        <Skeleton active />
      </Modal>
    );
  }
  if (list.length === 0) {
    return (
      <Modal open title={t('applyDialog.title')} footer={null} onCancel={onClose}>
        <Empty description={t('applyDialog.noMethod')} data-testid="withdraw-no-method">
          <Button type="primary" onClick={() => navigate(CASH_PATHS.add)} data-testid="withdraw-add-method">
            {t('applyDialog.addMethod')}
          </Button>
        </Empty>
      </Modal>
    );
  }
  const chosen = list.find((m) => m.id === confirming?.methodId);
  const fallback = list.find((m) => m.isDefault) ?? list[0];
  const available = shown?.available ?? account.data?.available;

  return (
    <>
      <FormDialog<Values, CashWithdrawal>
        kit={kit}
        name="withdraw-apply"
        title={t('applyDialog.title')}
        okText={t('applyDialog.next')}
        okButtonProps={{ disabled: refusal !== undefined, 'data-testid': 'withdraw-apply-next' } as never}
        onClose={onClose}
        initialValues={{ methodId: fallback.id, amount: '' }}
        onFinish={(v) => void next(v)}
      >
        <Form.Item name="methodId" label={t('applyDialog.method')} rules={[{ required: true, message: t('applyDialog.methodRequired') }]}>
          <Select
            data-testid="withdraw-method"
            options={list.map((m) => ({
              value: m.id,
              label: (
                <Space size={4}>
                  <KindTag kind={m.kind} />
                  {methodLabel(m)}
                </Space>
              ),
            }))}
          />
        </Form.Item>
        <Form.Item label={t('applyDialog.amount')} required>
          <Space.Compact style={{ width: '100%' }}>
            <Form.Item
              name="amount"
              noStyle
              rules={[
                {
                  validator: (_, v: string | undefined) =>
                    MONEY.test((v ?? '').trim()) && Number(v) > 0 ? Promise.resolve() : Promise.reject(new Error(t('applyDialog.amountRule'))),
                },
              ]}
            >
              <Input prefix="¥" inputMode="decimal" data-testid="withdraw-amount" />
            </Form.Item>
            <Button
              data-testid="withdraw-all"
              disabled={!available || Number(available) <= 0}
              onClick={() => {
                form.setFieldValue('amount', available);
                void form.validateFields(['amount']);
              }}
            >
              {t('applyDialog.all')}
            </Button>
          </Space.Compact>
        </Form.Item>
        <Descriptions size="small" column={3} layout="vertical" data-testid="withdraw-preview">
          <Descriptions.Item label={t('applyDialog.fee')}>
            <span data-testid="withdraw-preview-fee">{shown ? `¥${formatMoney(shown.fee)}` : '—'}</span>
          </Descriptions.Item>
          <Descriptions.Item label={t('applyDialog.net')}>
            <span data-testid="withdraw-preview-net">{shown ? `¥${formatMoney(shown.net)}` : '—'}</span>
          </Descriptions.Item>
          <Descriptions.Item label={t('applyDialog.available')}>
            <span data-testid="withdraw-preview-available">{available ? `¥${formatMoney(available)}` : '—'}</span>
          </Descriptions.Item>
        </Descriptions>
        {shown && (
          <Typography.Paragraph type="secondary" style={{ fontSize: 12 }}>
            {t('applyDialog.feeRate', { rate: shown.feeRate, min: formatMoney(shown.minAmount), max: formatMoney(shown.maxAmount) })}
          </Typography.Paragraph>
        )}
        {refusal && <Alert type="warning" showIcon title={refusal.msg} data-testid="withdraw-refusal" />}
      </FormDialog>
      <Modal
        open={confirming !== null}
        title={t('applyDialog.confirmTitle')}
        okText={t('applyDialog.confirm')}
        cancelText={t('applyDialog.cancel')}
        confirmLoading={kit.saving}
        okButtonProps={{ 'data-testid': 'withdraw-apply-confirm' } as never}
        onCancel={() => setConfirming(null)}
        onOk={() => confirming && void confirm(confirming)}
      >
        {confirming && (
          <>
            <Typography.Paragraph strong data-testid="withdraw-confirm-text">
              {t('applyDialog.confirmText', { net: formatMoney(confirming.preview.net), fee: formatMoney(confirming.preview.fee) })}
            </Typography.Paragraph>
            {chosen && <Typography.Paragraph type="secondary">{t('applyDialog.confirmTo', { method: methodLabel(chosen) })}</Typography.Paragraph>}
          </>
        )}
      </Modal>
    </>
  );
}
