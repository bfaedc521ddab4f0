import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button, Flex, Form, Input, theme } from 'antd';
import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../api/ApiError';
import { showNotice } from '../../app/feedback';
import { SITE_TITLE } from '../../config';
import { greetingFor } from './greeting';
import { signIn } from './signIn';
import { useCooldown } from './useCooldown';
import type { Credentials } from './encryptCredentials';

const MIN_PASSWORD_LENGTH = 6;

export function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const queryClient = useQueryClient();
  const [cooldown, startCooldown] = useCooldown();
  const { token } = theme.useToken();

  const mutation = useMutation({
    mutationFn: (credentials: Credentials) => signIn(credentials, queryClient),
    onSuccess: () => {
      showNotice(t('login.welcome', { title: SITE_TITLE }), `${t(`greeting.${greetingFor(new Date().getHours())}`)}!`);
      navigate(redirectTarget(searchParams.get('redirect')), { replace: true });
    },
    onError: (error) => {
      // The request layer has shown the server's message; 429 also says when to try again.
      if (isApiError(error) && error.code === 429) startCooldown(retryAfter(error.data));
    },
  });

  // Plain elements rather than Card and Typography: this page is the first download.
  return (
    <Flex align="center" justify="center" style={{ minHeight: '100vh', background: token.colorBgLayout }}>
      <main
        style={{
          width: 380,
          padding: token.paddingXL,
          background: token.colorBgContainer,
          borderRadius: token.borderRadiusLG,
          boxShadow: token.boxShadowTertiary,
        }}
      >
        <h1 style={{ margin: 0, fontSize: token.fontSizeHeading3, color: token.colorTextHeading }}>{t('login.title')}</h1>
        <p style={{ margin: `${token.marginXS}px 0 ${token.marginLG}px`, color: token.colorTextSecondary }}>
          {t('login.subtitle', { title: SITE_TITLE })}
        </p>
        <Form<Credentials> name="login" size="large" onFinish={(values) => mutation.mutate(values)}>
          <Form.Item
            name="username"
            rules={[{ required: true, whitespace: true, message: t('login.usernameRequired') }]}
          >
            <Input prefix={<UserOutlined />} placeholder={t('login.username')} autoComplete="username" />
          </Form.Item>
          <Form.Item
            name="password"
            rules={[{ required: true, min: MIN_PASSWORD_LENGTH, message: t('login.passwordTooShort') }]}
          >
            <Input.Password
              prefix={<LockOutlined />}
              placeholder={t('login.password')}
              autoComplete="current-password"
            />
          </Form.Item>
          <Button type="primary" htmlType="submit" block loading={mutation.isPending} disabled={cooldown > 0}>
            {cooldown > 0 ? t('login.retryIn', { seconds: cooldown }) : t('login.submit')}
          </Button>
        </Form>
      </main>
    </Flex>
  );
}

/** Only in-app paths: a `redirect` query must not send the user elsewhere. */
function redirectTarget(redirect: string | null): string {
  return redirect && redirect.startsWith('/') && !redirect.startsWith('//') ? redirect : '/';
}

function retryAfter(data: unknown): number {
  const seconds =
    typeof data === 'object' && data !== null && 'retryAfter' in data ? Number(data.retryAfter) : NaN;
  return Number.isFinite(seconds) && seconds > 0 ? Math.ceil(seconds) : 0;
}
