import { Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { Icon } from './Icon';
import { routeTitle } from '../app/routes/title';

/**
 * Shown for a route whose page the console does not have yet (or whose component key it does
 * not know, e.g. a menu added on the server): its title and "not yet available", no made-up data.
 */
export function PlaceholderPage({ titleKey }: { componentKey: string; titleKey: string }) {
  const { t } = useTranslation();
  return (
    <Result
      icon={<Icon name="hammer-line" style={{ fontSize: 64, opacity: 0.45 }} />}
      title={routeTitle(titleKey)}
      subTitle={<span data-testid="placeholder">{t('placeholder.notYet')}</span>}
    />
  );
}
