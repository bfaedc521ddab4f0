import { useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Flex, Result, Spin } from 'antd';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { socialLogin } from '../../api/generated/session/session';
import { completeSignIn } from '../login/signIn';
import { redirectTarget, welcome } from '../login/LoginPage';

/**
 * Social sign-in callback (/callback): reads code and platform from the query, calls
 * POST /socialLogin, keeps the token and goes to the redirect query or /.
 */
export function CallbackPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const [failed, setFailed] = useState<string | null>(null);
  const started = useRef(false);
  const code = params.get('code');
  const platform = params.get('platform') ?? undefined;
  const redirect = params.get('redirect');

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    if (!code) {
      setFailed(t('callback.missingCode'));
      return;
    }
    void (async () => {
      try {
        await completeSignIn(await socialLogin({ code, platform }), queryClient);
        welcome(t as never);
        await navigate(redirectTarget(redirect), { replace: true });
      } catch (error) {
        setFailed(error instanceof Error ? error.message : String(error));
      }
    })();
  }, [code, platform, redirect, navigate, queryClient, t]);

  if (failed) {
    return (
      <Result
        status="warning"
        title={failed}
        extra={
          <Button type="primary" onClick={() => void navigate('/login', { replace: true })}>
            {t('callback.backToLogin')}
          </Button>
        }
      />
    );
  }
  return (
    <Flex vertical align="center" justify="center" gap="middle" style={{ minHeight: '100vh' }}>
      <Spin size="large" />
      <span>{t('callback.signingIn')}</span>
    </Flex>
  );
}
