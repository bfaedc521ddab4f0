import { Button, Form, Input, message } from 'antd';
import { useTranslation } from 'react-i18next';
import { useChangePassword } from '../../api/generated/system/system';

interface Values {
  oldPassword: string;
  newPassword: string;
  confirm: string;
}

/** Change one's own password: the current one, then the new one twice. */
export function PasswordForm() {
  const { t } = useTranslation('system');
  const [form] = Form.useForm<Values>();
  const [toast, toastHolder] = message.useMessage();
  const change = useChangePassword({
    mutation: {
      onSuccess: () => {
        form.resetFields();
        void toast.success(t('personal.passwordChanged'));
      },
    },
  });

  return (
    <Form<Values>
      form={form}
      layout="vertical"
      name="password"
      style={{ maxWidth: 420 }}
      onFinish={(v) => change.mutate({ data: { oldPassword: v.oldPassword, newPassword: v.newPassword } })}
    >
      {toastHolder}
      <Form.Item
        name="oldPassword"
        label={t('personal.oldPassword')}
        rules={[{ required: true, message: t('common.required', { field: t('personal.oldPassword') }) }]}
      >
        <Input.Password autoComplete="current-password" />
      </Form.Item>
      <Form.Item
        name="newPassword"
        label={t('personal.newPassword')}
        rules={[{ required: true, min: 6, message: t('personal.passwordShort') }]}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Form.Item
        name="confirm"
        label={t('personal.confirmPassword')}
        dependencies={['newPassword']}
        rules={[
          { required: true, message: t('common.required', { field: t('personal.confirmPassword') }) },
          ({ getFieldValue }) => ({
            validator: (_, v) =>
              !v || v === getFieldValue('newPassword') ? Promise.resolve() : Promise.reject(new Error(t('personal.passwordMismatch'))),
          }),
        ]}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={change.isPending}>
        {t('personal.changePassword')}
      </Button>
    </Form>
  );
}
