import type { ComponentType } from 'react';
import { pages as shopUsersPages } from '../features/shop-users/pages';

/** A page module loaded on demand: its default export is the page component. */
export type PageLoader = () => Promise<{ default: ComponentType }>;

/**
 * Every page the console knows, by component key (the `component` of a route record, as
 * `GET /router/getList` and the menu-management screen use it). Each feature lists its own
 * pages in `features/<area>/pages.ts` (`export const pages = { 'area/page': () => import('./XPage') }`)
 * and is spread here once.
 */
export const pages: Record<string, PageLoader> = {
  // --- pages: shell (issue 3) ---
  // --- pages: system administration (issue 4) ---
  // --- pages: demo layer (issue 4) ---
  // --- pages: shop users (issue 5) ---
  ...shopUsersPages,
};
