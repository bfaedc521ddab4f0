import type { RouteMeta as ContractRouteMeta } from '../api/generated/model';
import type { Messages } from '../i18n/zh';

/** A key under `route.` in the i18n resources: menus, tabs, breadcrumbs and the page title use it. */
export type RouteTitleKey = `route.${keyof Messages['route']}`;

/**
 * The route meta fields of spec §2, as the contract declares them for `GET /router/getList`;
 * local routes type their title as a translation key.
 */
export type RouteMeta = Omit<ContractRouteMeta, 'title'> & { title: RouteTitleKey };

/** What each route carries in react-router's `handle`. */
export interface RouteHandle {
  meta: RouteMeta;
}

export function routeMeta(handle: unknown): RouteMeta | undefined {
  if (typeof handle !== 'object' || handle === null || !('meta' in handle)) return undefined;
  return (handle as RouteHandle).meta;
}
