import { Badge, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { routeTitle } from '../../app/routes/title';
import type { AppRoute } from '../../app/routes/model';

/** Spec §2 menu item: title (translated when a translation exists), badge tag, error dot. */
export function MenuLabel({ route }: { route: AppRoute }) {
  useTranslation(); // re-render on language change
  return (
    <span className="shell-menu-label" data-menu-path={route.path}>
      <span className="shell-menu-title">{routeTitle(route.meta.title)}</span>
      {route.meta.badge ? (
        <Tag color="error" className="shell-menu-badge" bordered={false}>
          {route.meta.badge}
        </Tag>
      ) : null}
      {route.meta.dot ? <Badge status="error" className="shell-menu-dot" /> : null}
    </span>
  );
}
