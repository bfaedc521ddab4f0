import { Card, Flex, Skeleton, Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useGetShopAdminInfo } from '../../api/generated/session/session';
import { HomeDashboard } from '../stats/HomeDashboard';

/** The home (the tab that never closes): who is signed in, then the shop's statistics. */
export function HomePage() {
  const { t } = useTranslation();
  const { data, isPending } = useGetShopAdminInfo();

  return (
    <Flex vertical gap={16}>
      <Card size="small">
        {isPending || !data ? (
          <Skeleton active paragraph={false} />
        ) : (
          <Flex wrap gap={16} align="center">
            <span>
              <Typography.Text type="secondary">{t('home.signedInAs')}: </Typography.Text>
              <Typography.Text strong data-testid="home-username">
                {data.username}
              </Typography.Text>
            </span>
            <Space size={4}>
              <Typography.Text type="secondary">{t('home.roles')}: </Typography.Text>
              <span data-testid="home-roles">
                {data.roles.map((role) => (
                  <Tag key={role}>{role}</Tag>
                ))}
              </span>
            </Space>
          </Flex>
        )}
      </Card>
      <HomeDashboard />
    </Flex>
  );
}

export default HomePage;
