import type { RouteMeta } from '../../api/generated/model';
import type { AppRoute } from './model';

/** Who is asking: the session's roles and permissions (auth state). */
export interface Access {
  admin: boolean;
  roles: readonly string[];
  permissions: readonly string[];
}

export type MatchMode = 'oneOf' | 'allOf' | 'except';

/** OneOf any, allOf all, except none matched. An empty requirement passes. */
export function matches(held: readonly string[], wanted: readonly string[], mode: MatchMode = 'oneOf'): boolean {
  if (wanted.length === 0) return true;
  switch (mode) {
    case 'allOf':
      return wanted.every((item) => held.includes(item));
    case 'except':
      return !wanted.some((item) => held.includes(item));
    default:
      return wanted.some((item) => held.includes(item));
  }
}

/** Admin passes; otherwise the route's role guard and every permission it lists. */
export function canOpen(meta: RouteMeta, access: Access): boolean {
  if (access.admin) return true;
  if (meta.guard?.length && !matches(access.roles, meta.guard, meta.guardMode ?? 'oneOf')) return false;
  return matches(access.permissions, meta.permissions ?? [], 'allOf');
}

/**
 * The routes `access` may open. A section whose pages are all out of reach goes too,
 * as an empty menu group is of no use.
 */
export function filterRoutes(routes: readonly AppRoute[], access: Access): AppRoute[] {
  const out: AppRoute[] = [];
  for (const route of routes) {
    if (!canOpen(route.meta, access)) continue;
    const children = filterRoutes(route.children, access);
    if (route.children.length > 0 && children.length === 0) continue;
    out.push({ ...route, children });
  }
  return out;
}
