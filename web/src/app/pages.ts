import type { ComponentType } from 'react';
import type { ComponentKey } from '../api/generated/model';
import { pages as demoPages } from '../features/demo/pages';
import { pages as systemPages } from '../features/system/pages';
import { pages as couponsPages } from '../features/coupons/pages';
import { pages as shopUsersPages } from '../features/shopusers/pages';
import { pages as freightPages } from '../features/freight/pages';
import { pages as guaranteesPages } from '../features/guarantees/pages';
import { pages as picturesPages } from '../features/pictures/pages';
import { pages as goodsPages } from '../features/goods/pages';
import { pages as ordersPages } from '../features/orders/pages';
import { pages as cashPages } from '../features/cash/pages';
import { pages as setupPages } from '../features/setup/pages';
import { pages as merchantPages } from '../features/merchant/pages';
import { pages as bindPages } from '../features/bind/pages';
import { pages as statsPages } from '../features/stats/pages';

/** A page module loaded on demand: its default export is the page component. */
export type PageLoader = () => Promise<{ default: ComponentType }>;

/**
 * A feature's pages (`features/<area>/pages.ts` ends with `satisfies PageRegistry`): a key the
 * contract's ComponentKey enum does not list fails the type-check, so the menu screen and the
 * server accept exactly the pages the console has.
 */
export type PageRegistry = Partial<Record<ComponentKey, PageLoader>>;

/**
 * Every page the console knows, by component key (the `component` of a route record, as
 * `GET /router/getList` and the menu-management screen use it). Each feature lists its own
 * pages in `features/<area>/pages.ts` (`export const pages = { 'area/page': () => import('./XPage') }`)
 * and is spread here once. A key without a page renders the placeholder naming its area
 * (shell/PlaceholderPage.tsx).
 */
const shellPages = {
  'home/index': () => import('../features/home/HomePage'),
  'errors/403': () => import('../features/errors/ForbiddenPage'),
  'errors/404': () => import('../features/errors/NotFoundPage'),
} satisfies PageRegistry;

// Indexed by the keys routes carry at run time (strings from routes.json or the server).
export const pages: Record<string, PageLoader> = {
  // --- pages: shell ---
  ...shellPages,
  // --- pages: system administration ---
  ...systemPages,
  // --- pages: demo layer ---
  ...demoPages,
  // --- pages: shop users ---
  ...shopUsersPages,
  // --- pages: coupons and gifts ---
  ...couponsPages,
  // --- pages: freight templates ---
  ...freightPages,
  // --- pages: after-sale services and guarantees ---
  ...guaranteesPages,
  // --- pages: the album ---
  ...picturesPages,
  // --- pages: goods ---
  ...goodsPages,
  // --- pages: orders ---
  ...ordersPages,
  // --- pages: cash ---
  ...cashPages,
  // --- pages: the shop's setup (addresses) ---
  ...setupPages,
  // --- pages: merchant account opening ---
  ...merchantPages,
  // --- pages: binding a distribution store ---
  ...bindPages,
  // --- pages: statistics ---
  ...statsPages,
};
