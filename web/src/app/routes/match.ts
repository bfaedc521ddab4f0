import { matchPath } from 'react-router';
import { pageRoutes, walk, type AppRoute } from './model';

export interface RouteMatch {
  route: AppRoute;
  params: Record<string, string>;
  /** The actual path, e.g. `/order/detail/7`. */
  pathname: string;
}

/** The page route rendering `pathname`, with its params; static paths win over patterns. */
export function matchPage(routes: readonly AppRoute[], pathname: string): RouteMatch | null {
  const pages = pageRoutes(routes);
  const ordered = [...pages.filter((r) => !r.path.includes(':')), ...pages.filter((r) => r.path.includes(':'))];
  for (const route of ordered) {
    const match = matchPath({ path: route.path, end: true }, pathname);
    if (match) {
      const params: Record<string, string> = {};
      for (const [key, value] of Object.entries(match.params)) if (value !== undefined) params[key] = value;
      return { route, params, pathname };
    }
  }
  return null;
}

/** A section (layout) route whose path is `pathname`: it redirects to its first page. */
export function matchSection(routes: readonly AppRoute[], pathname: string): AppRoute | null {
  const normalized = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return walk(routes).find((route) => route.children.length > 0 && route.path === normalized) ?? null;
}

/** The chain of routes from the top-level section to `route` (for breadcrumbs and column menus). */
export function ancestry(routes: readonly AppRoute[], route: AppRoute): AppRoute[] {
  const byName = new Map(walk(routes).map((r) => [r.name, r]));
  return [...route.parents.map((name) => byName.get(name)).filter((r) => r !== undefined), route];
}
