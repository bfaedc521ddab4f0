import { Form, Input } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { getAdminUserIndexQueryKey, useAdminUserAdd } from '../../../api/generated/shopusers/shopusers';
import type { BuyerRegisterRequest, User } from '../../../api/generated/model';
import { FormDialog, useFormKit } from '../../../shared/form';

const MOBILE = /^1[3-9]\d{9}$/;

/** Staff add a buyer: the storefront's registration, the register gift included; a taken number shows on its field. */
export function AddUserDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('shopUsers');
  const [form] = Form.useForm<BuyerRegisterRequest>();
  const queryClient = useQueryClient();
  const kit = useFormKit<BuyerRegisterRequest, User>(form, {
    success: (u) => t('addUser.done', { name: u.nickname, sn: u.sn }),
    onSaved: onClose,
  });
  const add = useAdminUserAdd({
    request: kit.request,
    mutation: { onSuccess: () => void queryClient.invalidateQueries({ queryKey: getAdminUserIndexQueryKey() }) },
  });

  return (
    <FormDialog<BuyerRegisterRequest, User>
      kit={kit}
      title={t('addUser.title')}
      onClose={onClose}
      okButtonProps={{ 'data-testid': 'add-user-save' }}
      onFinish={(v) => void kit.save(() => add.mutateAsync({ data: { mobile: v.mobile.trim(), nickname: v.nickname.trim() } }))}
    >
      <Form.Item name="mobile" label={t('user.mobile')} rules={[{ required: true, pattern: MOBILE, message: t('addUser.mobileRule') }]}>
        <Input maxLength={11} inputMode="numeric" data-testid="add-user-mobile" />
      </Form.Item>
      <Form.Item name="nickname" label={t('user.nickname')} rules={[{ required: true, whitespace: true, message: t('addUser.nicknameRule') }]}>
        <Input maxLength={32} data-testid="add-user-nickname" />
      </Form.Item>
      <div style={{ color: 'rgba(0,0,0,0.45)' }}>{t('addUser.giftHint')}</div>
    </FormDialog>
  );
}
