import type { RouteMeta } from '../../api/generated/model';

/** Visited tab. `path` (the actual path, e.g. /order/detail/7) identifies it. */
export interface VisitedTab {
  path: string;
  /** Path with its query, to return to the page as it was left. */
  fullPath: string;
  query: Record<string, string>;
  params: Record<string, string>;
  name: string;
  /** Names of the matched routes, section first. */
  matched: string[];
  parentIcon?: string;
  meta: RouteMeta;
}

export const closable = (tab: VisitedTab) => !tab.meta.noClosable;

/** Adds a visited page, or refreshes its query when already open; tabHidden pages never show. */
export function addTab(tabs: readonly VisitedTab[], tab: VisitedTab): VisitedTab[] {
  if (tab.meta.tabHidden) return [...tabs];
  const index = tabs.findIndex((t) => t.path === tab.path);
  if (index < 0) return tab.meta.noClosable ? [tab, ...tabs] : [...tabs, tab];
  const next = [...tabs];
  next[index] = tab;
  return next;
}

export type CloseAction = 'self' | 'others' | 'left' | 'right' | 'all';

/** Context menu: the home tab (noClosable) never goes. */
export function closeTabs(tabs: readonly VisitedTab[], path: string, action: CloseAction): VisitedTab[] {
  const index = tabs.findIndex((t) => t.path === path);
  return tabs.filter((tab, i) => {
    if (!closable(tab)) return true;
    switch (action) {
      case 'self':
        return tab.path !== path;
      case 'others':
        return tab.path === path;
      case 'left':
        return index < 0 || i >= index;
      case 'right':
        return index < 0 || i <= index;
      case 'all':
        return false;
    }
    return true;
  });
}

/**
 * After closing, where to go: stay when the active tab survived; else the last remaining
 * tab, or / when none remain.
 */
export function nextAfterClose(remaining: readonly VisitedTab[], activePath: string): string | null {
  if (remaining.some((t) => t.path === activePath)) return null;
  return remaining.at(-1)?.fullPath ?? '/';
}

/**
 * Keep-alive cache: the pages kept mounted, least recently used first. The
 * active page goes last; past `max` the oldest is evicted. noKeepAlive pages are never kept.
 */
export function touchCache(cache: readonly string[], path: string, keepAlive: boolean, max: number): string[] {
  const rest = cache.filter((p) => p !== path);
  if (!keepAlive) return rest;
  const next = [...rest, path];
  return next.length > max ? next.slice(next.length - max) : next;
}

/** Closing a tab drops its kept-alive page. */
export function evict(cache: readonly string[], remaining: readonly VisitedTab[]): string[] {
  const open = new Set(remaining.map((t) => t.path));
  return cache.filter((p) => open.has(p));
}
