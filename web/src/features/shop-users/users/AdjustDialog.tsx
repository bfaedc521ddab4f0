import { useState } from 'react';
import { Form, Input, Modal, Radio } from 'antd';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { adminUserAdjust } from '../../../api/generated/shop-users/shop-users';
import type { AccountType, AdjustRequest, ChangeType, User } from '../../../api/generated/model';
import { accountLabel } from '../list/format';
import { showSuccess } from '../../../app/feedback';

interface Values {
  type: AccountType;
  changeType: ChangeType;
  amount: string;
  remark: string;
}

const MONEY = /^\d{1,10}(\.\d{1,2})?$/;
const WHOLE = /^\d{1,10}$/;

/** Every query that shows a user's holdings or ledger. */
export const USER_QUERIES = ['/admin/user/index', '/admin/user/detail', '/admin/userAccountLog/index'];

/**
 * Adjusts one account of a user after a confirmation. One Idempotency-Key per opened
 * dialog, so a retried or double-clicked submit changes the account once.
 */
export function AdjustDialog({ user, onClose }: { user: User; onClose: () => void }) {
  const { t } = useTranslation('shopUsers');
  const [form] = Form.useForm<Values>();
  const [key] = useState(() => crypto.randomUUID());
  const [confirming, setConfirming] = useState<Values | null>(null);
  const queryClient = useQueryClient();
  const type = Form.useWatch('type', form) ?? 'money';
  const typeLabel = (v: AccountType) => accountLabel(t, v);

  const adjust = useMutation({
    mutationFn: (data: AdjustRequest) => adminUserAdjust(data, { headers: { 'Idempotency-Key': key } }),
    onSuccess: async (res) => {
      showSuccess(t('adjust.done', { type: typeLabel(res.log.type), left: res.log.leftAmount }));
      await Promise.all(USER_QUERIES.map((q) => queryClient.invalidateQueries({ queryKey: [q] })));
      onClose();
    },
    onSettled: () => setConfirming(null),
  });

  return (
    <>
      <Modal
        open
        title={t('adjust.title')}
        okText={t('common.confirm')}
        cancelText={t('common.cancel')}
        onCancel={onClose}
        onOk={() => form.submit()}
        destroyOnHidden
      >
        <Form<Values>
          form={form}
          layout="vertical"
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
        </Form>
      </Modal>
      <Modal
        open={confirming !== null}
        title={t('adjust.confirmTitle')}
        okText={t('common.confirm')}
        cancelText={t('common.cancel')}
        confirmLoading={adjust.isPending}
        okButtonProps={{ 'data-testid': 'adjust-confirm' }}
        onCancel={() => setConfirming(null)}
        onOk={() => confirming && adjust.mutate({ userId: user.id, ...confirming })}
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
