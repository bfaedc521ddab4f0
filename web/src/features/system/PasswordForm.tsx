import { Button, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { useChangePassword } from '../../api/generated/system/system';
import { useFormKit } from '../../shared/form';

interface Values {
  oldPassword: string;
  newPassword: string;
  confirm: string;
}

/** Change one's own password: the current one, then the new one twice. */
export function PasswordForm() {
  const { t } = useTranslation('system');
  const [form] = Form.useForm<Values>();
  const kit = useFormKit(form, { page: true, success: t('personal.passwordChanged') });
  // Empty again once changed: what the form keeps as its saved values.
  const change = useChangePassword({ request: kit.request, mutation: { onSuccess: () => form.resetFields() } });

  return (
    <Form<Values>
      {...kit.formProps}
      layout="vertical"
      name="password"
      style={{ maxWidth: 420 }}
      onFinish={(v) => void kit.save(() => change.mutateAsync({ data: { oldPassword: v.oldPassword, newPassword: v.newPassword } }))}
    >
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
      <Button type="primary" htmlType="submit" loading={kit.saving}>
        {t('personal.changePassword')}
      </Button>
    </Form>
  );
}
