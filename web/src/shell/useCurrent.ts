import { useMemo } from 'react';
import { useLocation } from 'react-router';
import { useRoutes } from '../app/routes/store';
import { ancestry, matchPage, type RouteMatch } from '../app/routes/match';
import { menuRoutes } from '../app/routes/menu';
import type { AppRoute } from '../app/routes/model';

export interface Current {
  match: RouteMatch | null;
  /** Section → page. */
  chain: AppRoute[];
  /** The menu entry to highlight (activeMenu of a hidden route, else its path). */
  selected: string;
  /** The top-level menu entry the current page belongs to. */
  first: string;
  menus: AppRoute[];
}

/** The current page and where it sits in the menus. */
export function useCurrent(): Current {
  const { pathname } = useLocation();
  const routes = useRoutes((state) => state.routes);
  return useMemo(() => {
    const match = matchPage(routes, pathname);
    const chain = match ? ancestry(routes, match.route) : [];
    const selected = match?.route.meta.activeMenu ?? pathname;
    const menus = menuRoutes(routes);
    const first =
      menus.find((top) => top.path === selected || selected.startsWith(top.path === '/' ? '/\u0000' : `${top.path}/`) ||
        walkHas(top, selected))?.path ?? menus[0]?.path ?? '';
    return { match, chain, selected, first, menus };
  }, [routes, pathname]);
}

function walkHas(route: AppRoute, path: string): boolean {
  return route.children.some((child) => child.path === path || walkHas(child, path));
}
