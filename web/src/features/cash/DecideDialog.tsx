import { useRef, useState } from 'react';
import { Alert, Form, Input, Modal } from 'antd';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { adminCashWithdrawApprove, adminCashWithdrawReject } from '../../api/generated/cash/cash';
import type { CashWithdrawal } from '../../api/generated/model';
import { isApiError } from '../../api/ApiError';
import { FormDialog, useFormKit } from '../../shared/form';
import { formatMoney } from '../../shared/format';
import { DECIDED, useMoneyRefresh } from './refresh';

export type Decision = 'pay' | 'reject';

interface Values {
  text: string;
}

const FIELD: Record<Decision, { name: 'reference' | 'reason'; max: number }> = {
  pay: { name: 'reference', max: 64 },
  reject: { name: 'reason', max: 200 },
};

/**
 * Pays a pending withdrawal (the transfer's reference required) or rejects it (the reason
 * required), each after a confirmation. One Idempotency-Key per opened dialog: a retried or
 * double-clicked confirmation decides once; a refusal spends it.
 */
export function DecideDialog({ withdrawal: w, decision, onClose }: { withdrawal: CashWithdrawal; decision: Decision; onClose: () => void }) {
  const { t } = useTranslation('cash');
  const [form] = Form.useForm<Values>();
  const key = useRef('');
  if (!key.current) key.current = crypto.randomUUID();
  const [confirming, setConfirming] = useState<string | null>(null);
  const field = FIELD[decision];
  const kit = useFormKit<Values, CashWithdrawal>(form, {
    success: t(decision === 'pay' ? 'decide.payDone' : 'decide.rejectDone'),
    onSaved: onClose,
    aliases: { [field.name]: 'text' },
  });
  const decide = useMutation({
    mutationFn: (text: string) => {
      const options = { ...kit.request, headers: { 'Idempotency-Key': key.current } };
      const run =
        decision === 'pay' ? adminCashWithdrawApprove({ id: w.id, reference: text }, options) : adminCashWithdrawReject({ id: w.id, reason: text }, options);
      return run.catch((error: unknown) => {
        if (isApiError(error) && DECIDED.has(error.code)) key.current = crypto.randomUUID();
        throw error;
      });
    },
    onSettled: useMoneyRefresh(),
  });
  const confirm = async (text: string) => {
    // A lost answer (network, 5xx) keeps the confirmation open: trying again resends the same key.
    let retry = false;
    await kit.save(() =>
      decide.mutateAsync(text).catch((error: unknown) => {
        retry = !(isApiError(error) && DECIDED.has(error.code));
        throw error;
      }),
    );
    if (!retry) setConfirming(null);
  };
  const money = { sn: w.sn, amount: formatMoney(w.amount), net: formatMoney(w.net) };
  const pay = decision === 'pay';

  return (
    <>
      <FormDialog<Values, CashWithdrawal>
        kit={kit}
        name={`withdraw-${decision}`}
        title={t(pay ? 'decide.payTitle' : 'decide.rejectTitle', money)}
        okText={t('decide.next')}
        okButtonProps={{ danger: !pay, 'data-testid': 'withdraw-decide-next' } as never}
        onClose={onClose}
        initialValues={{ text: '' }}
        onFinish={(v) => setConfirming(v.text.trim())}
      >
        <Alert type={pay ? 'info' : 'warning'} showIcon style={{ marginBottom: 16 }} title={t(pay ? 'decide.payHint' : 'decide.rejectHint', money)} />
        <Form.Item
          name="text"
          label={t(pay ? 'decide.reference' : 'decide.reason')}
          rules={[{ required: true, whitespace: true, max: field.max, message: t(pay ? 'decide.referenceRule' : 'decide.reasonRule') }]}
        >
          {pay ? (
            <Input maxLength={field.max} data-testid="withdraw-decide-text" />
          ) : (
            <Input.TextArea rows={2} maxLength={field.max} data-testid="withdraw-decide-text" />
          )}
        </Form.Item>
      </FormDialog>
      <Modal
        open={confirming !== null}
        title={t('decide.confirmTitle')}
        okText={t('decide.confirm')}
        cancelText={t('decide.back')}
        confirmLoading={kit.saving}
        okButtonProps={{ danger: !pay, 'data-testid': 'withdraw-decide-confirm' } as never}
        onCancel={() => setConfirming(null)}
        onOk={() => confirming !== null && void confirm(confirming)}
      >
        {confirming !== null && (pay ? t('decide.payConfirm', { ...money, reference: confirming }) : t('decide.rejectConfirm', money))}
      </Modal>
    </>
  );
}
