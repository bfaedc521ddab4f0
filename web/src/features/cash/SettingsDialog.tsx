import { Alert, Form, Input, InputNumber, Modal, Result, Typography } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { getAdminCashSettingsDetailQueryKey, getAdminCashWithdrawPreviewQueryKey, useAdminCashSettingsDetail, useAdminCashSettingsEdit } from '../../api/generated/cash/cash';
import type { CashSettings, CashSettingsInput } from '../../api/generated/model';
import { FormDialog, useFormKit } from '../../shared/form';
import { MONEY } from './money';

const RATE = /^\d{1,3}(\.\d{1,2})?$/;

/**
 * The withdrawal settings (limits, fee rate, cycle, settlement delay). Holders of
 * `cash:settings:write` save them; readers see them read-only. A refusal shows on its field.
 */
export function SettingsDialog({ canWrite, onClose }: { canWrite: boolean; onClose: () => void }) {
  const { t } = useTranslation('cash');
  const [form] = Form.useForm<CashSettings>();
  const queryClient = useQueryClient();
  const current = useAdminCashSettingsDetail();
  const kit = useFormKit<CashSettings>(form, { success: t('settings.done'), onSaved: onClose });
  const save = useAdminCashSettingsEdit({
    request: kit.request,
    mutation: {
      onSettled: () =>
        Promise.all([
          queryClient.invalidateQueries({ queryKey: getAdminCashSettingsDetailQueryKey() }),
          queryClient.invalidateQueries({ queryKey: getAdminCashWithdrawPreviewQueryKey() }),
        ]),
    },
  });
  if (current.isError) {
    return (
      <Modal open title={t('settings.title')} footer={null} onCancel={onClose}>
        <Result status="error" title={t('settings.loadFailed')} />
      </Modal>
    );
  }
  if (!current.data) return null;

  const money = (name: 'minAmount' | 'maxAmount') => (
    <Form.Item
      name={name}
      label={t(`settings.${name}`)}
      rules={[{ required: true, pattern: MONEY, message: t('settings.moneyRule') }]}
    >
      <Input prefix="¥" inputMode="decimal" disabled={!canWrite} style={{ width: 200 }} data-testid={`cash-settings-${name}`} />
    </Form.Item>
  );
  const days = (name: 'cycleDays' | 'settleDelayDays') => (
    <Form.Item
      name={name}
      label={t(`settings.${name}`)}
      extra={t(`settings.${name}Hint`)}
      rules={[{ required: true, type: 'integer', min: 0, max: 365, message: t('settings.daysRule') }]}
    >
      <InputNumber min={0} max={365} precision={0} disabled={!canWrite} style={{ width: 200 }} data-testid={`cash-settings-${name}`} />
    </Form.Item>
  );
  const toInput = (v: CashSettings): CashSettingsInput => ({
    minAmount: String(v.minAmount).trim(),
    maxAmount: String(v.maxAmount).trim(),
    feeRate: Number(v.feeRate).toFixed(2),
    cycleDays: v.cycleDays,
    settleDelayDays: v.settleDelayDays,
  });

  return (
    <FormDialog<CashSettings>
      kit={kit}
      name="cash-settings"
      title={t('settings.title')}
      onClose={onClose}
      initialValues={current.data}
      okButtonProps={{ disabled: !canWrite, 'data-testid': 'cash-settings-save' } as never}
      onFinish={(v) => void kit.save(() => save.mutateAsync({ data: toInput(v) }))}
    >
      {canWrite ? (
        <Typography.Paragraph type="secondary">{t('settings.note')}</Typography.Paragraph>
      ) : (
        <Alert type="info" showIcon style={{ marginBottom: 16 }} title={t('settings.readOnly')} data-testid="cash-settings-readonly" />
      )}
      {money('minAmount')}
      {money('maxAmount')}
      <Form.Item
        name="feeRate"
        label={t('settings.feeRate')}
        rules={[
          {
            validator: (_, v: string | number | undefined) => {
              const s = String(v ?? '').trim();
              return RATE.test(s) && Number(s) <= 100 ? Promise.resolve() : Promise.reject(new Error(t('settings.rateRule')));
            },
          },
        ]}
      >
        <Input suffix="%" inputMode="decimal" disabled={!canWrite} style={{ width: 200 }} data-testid="cash-settings-feeRate" />
      </Form.Item>
      {days('cycleDays')}
      {days('settleDelayDays')}
    </FormDialog>
  );
}
