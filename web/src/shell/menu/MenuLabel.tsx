import { Badge, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { routeTitle } from '../../app/routes/title';
import type { AppRoute } from '../../app/routes/model';
import { pages } from '../../app/pages';

/** A route that opens a page the console does not have yet. */
function notYetAvailable(route: AppRoute): boolean {
  return Boolean(route.component) && route.component !== 'Layout' && !pages[route.component as string];
}

/** A menu item: title (translated when a translation exists), badge tag, error dot, and a
 * muted "not yet available" on entries whose page the console does not have yet. */
export function MenuLabel({ route }: { route: AppRoute }) {
  const { t } = useTranslation(); // re-render on language change
  return (
    <span className="shell-menu-label" data-menu-path={route.path}>
      <span className="shell-menu-title">{routeTitle(route.meta.title)}</span>
      {notYetAvailable(route) ? <span className="shell-menu-soon">{t('placeholder.notYet')}</span> : null}
      {route.meta.badge ? (
        <Tag color="error" className="shell-menu-badge" bordered={false}>
          {route.meta.badge}
        </Tag>
      ) : null}
      {route.meta.dot ? <Badge status="error" className="shell-menu-dot" /> : null}
    </span>
  );
}
