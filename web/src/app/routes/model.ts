import type { RouteMeta, RouteRecord } from '../../api/generated/model';

/** A route with its full path resolved, as menus, tabs, breadcrumbs and the guard use it. */
export interface AppRoute {
  /** Full path pattern, e.g. `/order/detail/:id`. */
  path: string;
  name: string;
  component?: string;
  redirect?: string;
  meta: RouteMeta;
  children: AppRoute[];
  /** The chain of names from the section down to this route ("matched names"). */
  parents: string[];
}

/** Joins a child path to its parent the way the route table writes them. */
function joinPath(parent: string, path: string): string {
  if (path.startsWith('/') || /^(https?:|mailto:|tel:)/.test(path)) return path;
  if (!parent || parent === '/') return `/${path}`;
  return `${parent}/${path}`;
}

/** A layout record only groups pages; its pages carry the components. */
function isLayout(route: Pick<AppRoute, 'component'>): boolean {
  return route.component === 'Layout' || route.component === 'layout' || !route.component;
}

/** Resolves full paths. Records from the server may be malformed: those are skipped. */
export function toAppRoutes(records: readonly RouteRecord[], parent = '', parents: string[] = []): AppRoute[] {
  const out: AppRoute[] = [];
  for (const record of records) {
    if (!record || typeof record.path !== 'string' || typeof record.name !== 'string') continue;
    const meta: RouteMeta = record.meta && typeof record.meta === 'object' ? record.meta : { title: record.name };
    const path = joinPath(parent, record.path);
    const chain = [...parents, record.name];
    out.push({
      path,
      name: record.name,
      component: record.component,
      redirect: record.redirect,
      meta: { ...meta, title: typeof meta.title === 'string' ? meta.title : record.name },
      children: Array.isArray(record.children) ? toAppRoutes(record.children, path, chain) : [],
      parents,
    });
  }
  return out;
}

/** Every route of the tree, depth first. */
export function walk(routes: readonly AppRoute[]): AppRoute[] {
  return routes.flatMap((route) => [route, ...walk(route.children)]);
}

/** The routes that render a page (not layouts). */
export function pageRoutes(routes: readonly AppRoute[]): AppRoute[] {
  return walk(routes).filter((route) => !isLayout(route));
}
