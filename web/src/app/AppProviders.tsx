import { useEffect, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { ConfigProvider, message, notification } from 'antd';
import enUS from 'antd/locale/en_US';
import zhCN from 'antd/locale/zh_CN';
import { useTranslation } from 'react-i18next';
import { bindFeedback } from './feedback';
import { usePrefersReducedMotion } from './reducedMotion';

/**
 * Hands context-aware message and notification instances to code outside React.
 * The two hooks rather than antd's <App>, which would also pull Modal into the entry chunk.
 */
function FeedbackBridge() {
  const [messageApi, messageHolder] = message.useMessage();
  const [notificationApi, notificationHolder] = notification.useNotification();
  useEffect(
    () => bindFeedback({ message: messageApi, notification: notificationApi }),
    [messageApi, notificationApi],
  );
  return (
    <>
      {messageHolder}
      {notificationHolder}
    </>
  );
}

export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  const { i18n } = useTranslation();
  // antd's locale follows i18next (dayjs follows it in i18n/index.ts).
  const locale = i18n.language === 'en' ? enUS : zhCN;
  // Nested providers (the shell's theme) keep this token.
  const motion = !usePrefersReducedMotion();
  return (
    <QueryClientProvider client={queryClient}>
      <ConfigProvider locale={locale} theme={{ token: { motion } }}>
        <FeedbackBridge />
        {children}
      </ConfigProvider>
    </QueryClientProvider>
  );
}
