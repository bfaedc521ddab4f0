import { Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { Icon } from './Icon';
import { routeTitle } from '../app/routes/title';

/** The area a component key belongs to: its first segment (`goods/list` → goods). */
export function areaOf(componentKey: string): string {
  return componentKey.split('/')[0] || componentKey;
}

/**
 * Shown for a route whose page is not built yet (or whose component key the console does not
 * know, e.g. a menu added on the server): it names the area, and shows no made-up data.
 */
export function PlaceholderPage({ componentKey, titleKey }: { componentKey: string; titleKey: string }) {
  const { t, i18n } = useTranslation();
  const area = areaOf(componentKey);
  const areaKey = `placeholder.areas.${area}` as const;
  const areaName = i18n.exists(areaKey) ? String(t(areaKey as unknown as 'placeholder.areas.goods')) : area;
  return (
    <Result
      icon={<Icon name="hammer-line" style={{ fontSize: 64, opacity: 0.45 }} />}
      title={routeTitle(titleKey)}
      subTitle={<span data-testid="placeholder">{t('placeholder.comingWith', { area: areaName })}</span>}
    />
  );
}
