import { useTranslation } from 'react-i18next';
import { ErrorPage } from './ErrorPage';

export function NotFoundPage() {
  const { t } = useTranslation();
  return <ErrorPage status="404" text={t('errors.notFound')} />;
}

export default NotFoundPage;
