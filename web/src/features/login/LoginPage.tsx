import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Divider, Flex, Form, Input, Segmented, theme } from 'antd';
import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../api/ApiError';
import { getGetPublicKeyQueryOptions } from '../../api/generated/session/session';
import { showNotice } from '../../app/feedback';
import { SITE_TITLE } from '../../config';
import { greetingFor } from './greeting';
import { signIn } from './signIn';
import { smsSignIn, type MobileCredentials } from './smsSignIn';
import { loginRules } from './rules';
import { useCooldown } from './useCooldown';
import { MobileForm } from './MobileForm';
import type { Credentials } from './encryptCredentials';

/** The welcome notification with the greeting of the hour. */
export function welcome(t: (key: string, options?: object) => string): void {
  showNotice(t('login.welcome', { title: SITE_TITLE }), `${t(`greeting.${greetingFor(new Date().getHours())}`)}!`);
}

/** Only in-app paths: a `redirect` query must not send the user elsewhere. */
export function redirectTarget(redirect: string | null): string {
  return redirect?.startsWith('/') && !redirect.startsWith('//') ? redirect : '/';
}

type Attempt = { kind: 'password'; values: Credentials } | { kind: 'mobile'; values: MobileCredentials };

export function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const queryClient = useQueryClient();
  const [cooldown, startCooldown] = useCooldown();
  const [tab, setTab] = useState<'account' | 'mobile'>('account');
  const { token } = theme.useToken();
  const { data: publicKey } = useQuery({ ...getGetPublicKeyQueryOptions(), staleTime: Infinity });
  const rules = loginRules(t);

  const mutation = useMutation({
    mutationFn: (attempt: Attempt) =>
      attempt.kind === 'password' ? signIn(attempt.values, queryClient) : smsSignIn(attempt.values, queryClient),
    onSuccess: () => {
      welcome(t as never);
      void navigate(redirectTarget(searchParams.get('redirect')), { replace: true });
    },
    onError: (error) => {
      // The request layer has shown the server's message; 429 also says when to try again.
      if (isApiError(error) && error.code === 429) startCooldown(retryAfter(error.data));
    },
  });

  const demoSocial = () => {
    const code = `demo-${Math.random().toString(36).slice(2, 10)}`;
    const redirect = searchParams.get('redirect');
    void navigate(`/callback?platform=demo&code=${code}${redirect ? `&redirect=${encodeURIComponent(redirect)}` : ''}`);
  };

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
        <p style={{ margin: `${token.marginXS}px 0 ${token.marginSM}px`, color: token.colorTextSecondary }}>
          {t('login.subtitle', { title: SITE_TITLE })}
        </p>
        {/* Segmented rather than Tabs: a fraction of the weight on the first download. */}
        <Segmented<'account' | 'mobile'>
          block
          value={tab}
          onChange={(value) => setTab(value)}
          options={[
            { value: 'account', label: t('login.tabAccount') },
            { value: 'mobile', label: t('login.tabMobile') },
          ]}
          style={{ marginBottom: token.marginLG }}
        />
        {tab === 'account' ? (
          <Form<Credentials> name="login" size="large" onFinish={(values) => mutation.mutate({ kind: 'password', values })}>
            <Form.Item name="username" rules={rules.username}>
              <Input prefix={<UserOutlined />} placeholder={t('login.username')} autoComplete="username" />
            </Form.Item>
            <Form.Item name="password" rules={rules.password}>
              <Input.Password prefix={<LockOutlined />} placeholder={t('login.password')} autoComplete="current-password" />
            </Form.Item>
            <Button type="primary" htmlType="submit" block loading={mutation.isPending} disabled={cooldown > 0}>
              {cooldown > 0 ? t('login.retryIn', { seconds: cooldown }) : t('login.submit')}
            </Button>
          </Form>
        ) : (
          <MobileForm pending={mutation.isPending} onSubmit={(values) => mutation.mutate({ kind: 'mobile', values })} />
        )}
        <Flex justify="space-between" align="center" style={{ marginTop: token.marginSM }}>
          <Link to="/register">{t('login.toRegister')}</Link>
        </Flex>
        {publicKey?.mockServer ? (
          <>
            <Divider plain style={{ fontSize: token.fontSizeSM }}>
              {t('login.social')}
            </Divider>
            <Button block onClick={demoSocial} data-testid="social-demo">
              {t('login.socialDemo')}
            </Button>
          </>
        ) : null}
      </main>
    </Flex>
  );
}

function retryAfter(data: unknown): number {
  const seconds =
    typeof data === 'object' && data !== null && 'retryAfter' in data ? Number(data.retryAfter) : NaN;
  return Number.isFinite(seconds) && seconds > 0 ? Math.ceil(seconds) : 0;
}
