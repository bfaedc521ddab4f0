import { useTranslation } from 'react-i18next';
import { ErrorPage } from './ErrorPage';

export function ForbiddenPage() {
  const { t } = useTranslation();
  return <ErrorPage status="403" text={t('errors.forbidden')} />;
}

export default ForbiddenPage;
