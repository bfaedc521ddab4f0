import { useState } from 'react';
import { Link, Outlet } from 'react-router';
import { Button, Flex, Layout, Typography } from 'antd';
import { LogoutOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { SITE_TITLE } from '../config';
import { useSession } from '../session/store';
import { useSignOut } from '../session/useSignOut';

/** Placeholder frame for signed-in pages until the full shell (menus, tabs, themes) arrives. */
export function MainLayout() {
  const { t } = useTranslation();
  const username = useSession((state) => state.username);
  const signOut = useSignOut();
  const [signingOut, setSigningOut] = useState(false);

  const onLogout = () => {
    setSigningOut(true);
    void signOut().finally(() => setSigningOut(false));
  };

  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Layout.Header style={{ background: '#fff', paddingInline: 24 }}>
        <Flex align="center" justify="space-between" style={{ height: '100%' }}>
          <Link to="/">
            <Typography.Title level={4} style={{ margin: 0 }}>
              {SITE_TITLE}
            </Typography.Title>
          </Link>
          <Flex align="center" gap="middle">
            <Typography.Text>{username}</Typography.Text>
            <Button icon={<LogoutOutlined />} loading={signingOut} onClick={onLogout} data-testid="logout">
              {t('shell.logout')}
            </Button>
          </Flex>
        </Flex>
      </Layout.Header>
      <Layout.Content style={{ padding: 24 }}>
        <Outlet />
      </Layout.Content>
    </Layout>
  );
}
