import { Card, Descriptions, Skeleton, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useGetShopAdminInfo } from '../../api/generated/session/session';

/** Placeholder home: proves the signed-in round trip through the generated hook. */
export function HomePage() {
  const { t } = useTranslation();
  const { data, isPending } = useGetShopAdminInfo();

  return (
    <Card>
      {isPending || !data ? (
        <Skeleton active paragraph={{ rows: 1 }} />
      ) : (
        <Descriptions column={1}>
          <Descriptions.Item label={t('home.signedInAs')}>
            <span data-testid="home-username">{data.username}</span>
          </Descriptions.Item>
          <Descriptions.Item label={t('home.roles')}>
            <span data-testid="home-roles">
              {data.roles.map((role) => (
                <Tag key={role}>{role}</Tag>
              ))}
            </span>
          </Descriptions.Item>
        </Descriptions>
      )}
    </Card>
  );
}

export default HomePage;
