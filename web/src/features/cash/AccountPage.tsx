import { useState } from 'react';
import { Alert, Button, Card, Col, Result, Row, Skeleton, Space, Statistic, Typography } from 'antd';
import { ReloadOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useAdminCashAccountDetail } from '../../api/generated/cash/cash';
import { isApiError } from '../../api/ApiError';
import { usePermission } from '../../session/permission';
import { formatMoney } from '../../shared/format';
import { CASH_PATHS } from './paths';
import { DailyChart } from './DailyChart';
import { ApplyDialog } from './ApplyDialog';

const FIGURES = ['available', 'frozen', 'pendingSettlement', 'withdrawn'] as const;

/** The shop's account (`cash/shopcash`): what is available, frozen, to be settled and withdrawn, and any debt. */
export default function AccountPage() {
  const { t } = useTranslation('cash');
  const navigate = useNavigate();
  const canReadMethods = usePermission('cash:method:read');
  const canApply = usePermission('cash:withdraw:apply');
  const canReadFlow = usePermission('cash:flow:read');
  const [applying, setApplying] = useState(false);
  const account = useAdminCashAccountDetail();
  const data = account.data;
  const debt = data ? Number(data.debt) : 0;

  if (account.isError) {
    return (
      <Card title={t('account.title')}>
        <Result
          status="error"
          title={t('account.loadFailed')}
          subTitle={isApiError(account.error) ? account.error.msg : undefined}
          extra={
            <Button type="primary" icon={<ReloadOutlined />} onClick={() => void account.refetch()} data-testid="cash-account-retry">
              {t('account.retry')}
            </Button>
          }
        />
      </Card>
    );
  }

  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }} data-testid="cash-account">
      <Card
        title={t('account.title')}
        extra={
          <Space wrap>
            {canApply && (
              <Button type="primary" onClick={() => setApplying(true)} data-testid="cash-withdraw">
                {t('account.withdraw')}
              </Button>
            )}
            {canReadFlow && (
              <Button onClick={() => navigate(CASH_PATHS.flow)} data-testid="cash-flow">
                {t('account.flow')}
              </Button>
            )}
            {canReadMethods && (
              <Button onClick={() => navigate(CASH_PATHS.methods)} data-testid="cash-methods">
                {t('account.methods')}
              </Button>
            )}
          </Space>
        }
      >
        {debt > 0 && (
          <Alert
            type="warning"
            showIcon
            style={{ marginBottom: 16 }}
            title={t('account.debt', { amount: formatMoney(data?.debt) })}
            description={t('account.debtHint')}
            data-testid="cash-debt"
          />
        )}
        <Row gutter={[16, 16]}>
          {FIGURES.map((key) => (
            <Col key={key} xs={24} sm={12} xl={6}>
              <Card size="small" data-testid={`cash-figure-${key}`}>
                {data ? (
                  <Statistic title={t(`account.${key}`)} prefix="¥" value={formatMoney(data[key])} />
                ) : (
                  <Skeleton active paragraph={{ rows: 1 }} title={false} />
                )}
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {t(`account.${key}Hint`)}
                </Typography.Text>
              </Card>
            </Col>
          ))}
        </Row>
      </Card>
      <DailyChart />
      {applying && <ApplyDialog onClose={() => setApplying(false)} />}
    </Space>
  );
}
