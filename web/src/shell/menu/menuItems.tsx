import type { MenuProps } from 'antd';
import { Icon } from '../Icon';
import { MenuLabel } from './MenuLabel';
import { SUBMENU_SCROLL_THRESHOLD } from '../../app/routes/menu';
import type { AppRoute } from '../../app/routes/model';

export type MenuItem = NonNullable<MenuProps['items']>[number];

/**
 * antd menu items from menu routes (see menuRoutes); keys are full paths. Sub-menus with more
 * than 18 children get a scrolling popup when `scrollPopups` (horizontal or collapsed).
 */
export function menuItems(routes: readonly AppRoute[], scrollPopups: boolean, depth = 0): MenuItem[] {
  return routes.map((route) => {
    const icon = route.meta.icon ? <Icon key="icon" name={route.meta.icon} className="shell-menu-icon" /> : undefined;
    if (route.children.length > 0) {
      return {
        key: route.path,
        icon,
        label: <MenuLabel route={route} />,
        popupClassName:
          scrollPopups && route.children.length > SUBMENU_SCROLL_THRESHOLD ? 'shell-menu-scroll' : undefined,
        children: menuItems(route.children, scrollPopups, depth + 1),
      };
    }
    return { key: route.path, icon, label: <MenuLabel route={route} /> };
  });
}

/** Route by menu key. */
export function routeIndex(routes: readonly AppRoute[]): Map<string, AppRoute> {
  const map = new Map<string, AppRoute>();
  const add = (list: readonly AppRoute[]) => {
    for (const route of list) {
      map.set(route.path, route);
      add(route.children);
    }
  };
  add(routes);
  return map;
}
