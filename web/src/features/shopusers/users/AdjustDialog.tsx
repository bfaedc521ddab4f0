import { useRef, useState } from 'react';
import { Form, Input, Modal, Radio } from 'antd';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { adminUserAdjust, getAdminUserIndexQueryKey, getAdminUserDetailQueryKey, getAdminUserAccountLogIndexQueryKey } from '../../../api/generated/shopusers/shopusers';
import type { AccountType, AdjustRequest, AdjustResult, ChangeType, User } from '../../../api/generated/model';
import { isApiError } from '../../../api/ApiError';
import { accountAmount, accountLabel } from '../account';
import { FormDialog, useFormKit } from '../../../shared/form';

interface Values {
  type: AccountType;
  changeType: ChangeType;
  amount: string;
  remark: string;
}

const MONEY = /^\d{1,10}(\.\d{1,2})?$/;
const WHOLE = /^\d{1,10}$/;

/** Every query that shows a user's holdings or ledger (each key without params: all of them). */
const USER_QUERIES = [getAdminUserIndexQueryKey(), getAdminUserDetailQueryKey(), getAdminUserAccountLogIndexQueryKey()];

/** Answers that decided the request: the key is spent on them, a corrected request needs another. */
const DECIDED = new Set<unknown>([400, 409]);

/**
 * Adjusts one account of a user after a confirmation. One Idempotency-Key per opened
 * dialog, so a retried or double-clicked submit changes the account once; a refusal (shown
 * on its field) spends it, so the corrected request goes under a new one.
 */
export function AdjustDialog({ user, onClose }: { user: User; onClose: () => void }) {
  const { t } = useTranslation('shopUsers');
  const [form] = Form.useForm<Values>();
  const key = useRef('');
  if (!key.current) key.current = crypto.randomUUID();
  const [confirming, setConfirming] = useState<Values | null>(null);
  const queryClient = useQueryClient();
  const type = Form.useWatch('type', form) ?? 'money';
  const typeLabel = (v: AccountType) => accountLabel(t, v);

  const kit = useFormKit<Values, AdjustResult>(form, {
    success: (res) => t('adjust.done', { type: typeLabel(res.log.type), left: accountAmount(res.log.type, res.log.leftAmount) }),
    onSaved: onClose,
  });
  const adjust = useMutation({
    mutationFn: (data: AdjustRequest) =>
      adminUserAdjust(data, { ...kit.request, headers: { 'Idempotency-Key': key.current } }).catch((error: unknown) => {
        if (isApiError(error) && DECIDED.has(error.code)) key.current = crypto.randomUUID();
        throw error;
      }),
    onSuccess: () => Promise.all(USER_QUERIES.map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
  const apply = async (values: Values) => {
    await kit.save(() => adjust.mutateAsync({ userId: user.id, ...values }));
    // Done, or refused (then the form shows why): the question is answered either way.
    setConfirming(null);
  };

  return (
    <>
      <FormDialog<Values, AdjustResult>
        kit={kit}
        title={t('adjust.title')}
        okText={t('common.confirm')}
        onClose={onClose}
        initialValues={{ type: 'money', changeType: 'increase' }}
        onFinish={(v) => setConfirming({ ...v, amount: v.amount.trim(), remark: v.remark.trim() })}
      >
        <Form.Item name="type" label={t('adjust.type')}>
          <Radio.Group
            optionType="button"
            options={(['money', 'points', 'growth', 'earnings'] as const).map((v) => ({ value: v, label: typeLabel(v) }))}
          />
        </Form.Item>
        <Form.Item name="changeType" label={t('adjust.changeType')}>
          <Radio.Group
            options={[
              { value: 'increase', label: t('adjust.increase') },
              { value: 'decrease', label: t('adjust.decrease') },
            ]}
          />
        </Form.Item>
        <Form.Item
          name="amount"
          label={type === 'money' || type === 'earnings' ? t('adjust.amountMoney') : t('adjust.amountWhole')}
          rules={[
            {
              validator: (_, v: string | undefined) => {
                const s = (v ?? '').trim();
                const ok = (type === 'money' || type === 'earnings' ? MONEY : WHOLE).test(s) && Number(s) > 0;
                return ok ? Promise.resolve() : Promise.reject(new Error(t('adjust.amountRule')));
              },
            },
          ]}
        >
          <Input data-testid="adjust-amount" inputMode="decimal" />
        </Form.Item>
        <Form.Item name="remark" label={t('adjust.remark')} rules={[{ required: true, whitespace: true, message: t('adjust.remarkRule') }]}>
          <Input.TextArea data-testid="adjust-remark" maxLength={200} rows={2} />
        </Form.Item>
      </FormDialog>
      <Modal
        open={confirming !== null}
        title={t('adjust.confirmTitle')}
        okText={t('common.confirm')}
        cancelText={t('common.cancel')}
        confirmLoading={kit.saving}
        okButtonProps={{ 'data-testid': 'adjust-confirm' }}
        onCancel={() => setConfirming(null)}
        onOk={() => confirming && void apply(confirming)}
      >
        {confirming &&
          t('adjust.confirmText', {
            name: user.nickname,
            type: typeLabel(confirming.type),
            change: t(`adjust.${confirming.changeType}`),
            amount: confirming.amount,
          })}
      </Modal>
    </>
  );
}
