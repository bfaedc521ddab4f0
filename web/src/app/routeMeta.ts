import type { Messages } from '../i18n/zh';

/** A key under `route.` in the i18n resources: menus, tabs, breadcrumbs and the page title use it. */
export type RouteTitleKey = `route.${keyof Messages['route']}`;

/** The route meta fields of spec §2; the shell (menus, tabs, breadcrumb) reads them. */
export interface RouteMeta {
  title: RouteTitleKey;
  icon?: string;
  isCustomSvg?: boolean;
  hidden?: boolean;
  levelHidden?: boolean;
  breadcrumbHidden?: boolean;
  noClosable?: boolean;
  noKeepAlive?: boolean;
  /** Roles allowed to open the route; empty or absent means anyone signed in. */
  guard?: string[];
  badge?: string;
  dot?: boolean;
  dynamicNewTab?: boolean;
  activeMenu?: string;
  tabHidden?: boolean;
}

/** What each route carries in react-router's `handle`. */
export interface RouteHandle {
  meta: RouteMeta;
}

export function routeMeta(handle: unknown): RouteMeta | undefined {
  if (typeof handle !== 'object' || handle === null || !('meta' in handle)) return undefined;
  return (handle as RouteHandle).meta;
}
