import { Button, Result } from 'antd';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';

export function ErrorPage({ status, text }: { status: '403' | '404'; text: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Result
      status={status}
      title={status}
      subTitle={text}
      extra={
        <Button type="primary" onClick={() => void navigate('/', { replace: true })}>
          {t('errors.backHome')}
        </Button>
      }
    />
  );
}
