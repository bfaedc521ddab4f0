import { Breadcrumb as AntBreadcrumb } from 'antd';
import { useTranslation } from 'react-i18next';
import { routeTitle } from '../app/routes/title';
import { Icon } from './Icon';
import type { AppRoute } from '../app/routes/model';

/** Breadcrumb from route titles, skipping breadcrumbHidden routes. */
export function Breadcrumb({ chain }: { chain: readonly AppRoute[] }) {
  useTranslation();
  const items = chain
    .filter((route) => !route.meta.breadcrumbHidden)
    .map((route) => ({
      key: route.path,
      title: (
        <span>
          <Icon name={route.meta.icon} style={{ marginRight: 4 }} />
          {routeTitle(route.meta.title)}
        </span>
      ),
    }));
  return <AntBreadcrumb className="shell-breadcrumb" data-testid="breadcrumb" items={items} />;
}
