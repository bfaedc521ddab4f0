import { useMutation } from '@tanstack/react-query';
import { Button, Flex, Form, Input } from 'antd';
import { MobileOutlined, SafetyOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { shopSmsCode } from '../../api/generated/session/session';
import { isApiError } from '../../api/ApiError';
import { showSuccess } from '../../app/feedback';
import { loginRules } from './rules';
import { useCooldown } from './useCooldown';
import type { MobileCredentials } from './smsSignIn';

/** One code per number per 60 s (the server says so too, with retryAfter). */
const RESEND_SECONDS = 60;

/** The mobile + SMS code tab of the sign-in page. */
export function MobileForm({ pending, onSubmit }: { pending: boolean; onSubmit: (values: MobileCredentials) => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<MobileCredentials>();
  const [wait, startWait] = useCooldown();
  const rules = loginRules(t);
  const send = useMutation({
    mutationFn: (mobile: string) => shopSmsCode({ mobile }),
    onSuccess: () => {
      showSuccess(t('login.codeSent'));
      startWait(RESEND_SECONDS);
    },
    onError: (error) => {
      if (isApiError(error) && error.code === 429) {
        const data = error.data as { retryAfter?: number } | null;
        startWait(Math.ceil(Number(data?.retryAfter) || RESEND_SECONDS));
      }
    },
  });

  const requestCode = async () => {
    try {
      const { mobile } = await form.validateFields(['mobile']);
      send.mutate(mobile);
    } catch {
      // The field shows what is wrong.
    }
  };

  return (
    <Form<MobileCredentials> form={form} name="mobileLogin" size="large" onFinish={onSubmit}>
      <Form.Item name="mobile" rules={rules.mobile}>
        <Input prefix={<MobileOutlined />} placeholder={t('login.mobile')} maxLength={11} autoComplete="tel" />
      </Form.Item>
      <Flex gap="small">
        <Form.Item name="code" rules={rules.code} style={{ flex: 1 }}>
          <Input prefix={<SafetyOutlined />} placeholder={t('login.code')} maxLength={6} autoComplete="one-time-code" />
        </Form.Item>
        <Button onClick={() => void requestCode()} loading={send.isPending} disabled={wait > 0} data-testid="send-code">
          {wait > 0 ? t('login.resendIn', { seconds: wait }) : t('login.sendCode')}
        </Button>
      </Flex>
      <Button type="primary" htmlType="submit" block loading={pending}>
        {t('login.submit')}
      </Button>
    </Form>
  );
}
