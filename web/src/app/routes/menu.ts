import type { AppRoute } from './model';

/**
 * What a menu shows: hidden routes are left out, a levelHidden route is replaced
 * by its children, and a section left without visible entries goes too.
 */
export function menuRoutes(routes: readonly AppRoute[]): AppRoute[] {
  const out: AppRoute[] = [];
  for (const route of routes) {
    if (route.meta.hidden) continue;
    const children = menuRoutes(route.children);
    if (route.meta.levelHidden) {
      out.push(...children);
      continue;
    }
    if (route.children.length > 0 && children.length === 0) continue;
    out.push({ ...route, children });
  }
  return out;
}

/** Sub-menus with more than this many children get a scrollbar. */
export const SUBMENU_SCROLL_THRESHOLD = 18;

/** The first page a section leads to, for column and comprehensive top-level tabs. */
export function firstPage(route: AppRoute): AppRoute {
  const child = menuRoutes(route.children)[0];
  return child ? firstPage(child) : route;
}
