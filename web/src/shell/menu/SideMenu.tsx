import { useMemo } from 'react';
import { Menu } from 'antd';
import { useMenuClick } from './useMenuClick';
import { menuItems, routeIndex } from './menuItems';
import type { AppRoute } from '../../app/routes/model';

/**
 * The route menu in any of antd's modes. `selected` is the active menu path (a hidden route's
 * activeMenu, else the current path); `open` the sub-menus to unfold.
 */
export function SideMenu({
  routes,
  mode,
  collapsed = false,
  selected,
  open,
  dark,
  testId,
}: {
  routes: readonly AppRoute[];
  mode: 'inline' | 'horizontal' | 'vertical';
  collapsed?: boolean;
  selected: string;
  open: string[];
  dark: boolean;
  testId: string;
}) {
  const onRoute = useMenuClick();
  const index = useMemo(() => routeIndex(routes), [routes]);
  const items = useMemo(() => menuItems(routes, mode === 'horizontal' || collapsed), [routes, mode, collapsed]);
  return (
    <Menu
      data-testid={testId}
      className="shell-menu"
      mode={mode}
      theme={dark ? 'dark' : 'light'}
      inlineCollapsed={mode === 'inline' ? collapsed : undefined}
      items={items}
      selectedKeys={[selected]}
      {...(mode === 'inline' && !collapsed ? { defaultOpenKeys: open } : {})}
      onClick={({ key }) => {
        const route = index.get(key);
        if (route) onRoute(route);
      }}
    />
  );
}
