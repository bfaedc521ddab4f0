import { useCallback, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';

/** Rows per page unless the URL says otherwise; the API's pages hold at most 100. */
const PAGE_SIZE = 20;
const MAX_PAGE_SIZE = 100;
const PAGING = new Set(['pageNo', 'pageSize']);

/**
 * Navigation state marking the list's own URL changes. An arrival at a list without a query
 * and without this mark (from the menu, a link, a typed address) applies the default view.
 */
const LIST_NAVIGATION = { listKit: true } as const;

export function isListNavigation(state: unknown): boolean {
  return typeof state === 'object' && state !== null && (state as { listKit?: unknown }).listKit === true;
}

/** The list state a page keeps in its URL: filters, sort, page and page size. */
export interface ListParams {
  /** Filter values as in the URL (absent filters are left out; sort and paging are not filters). */
  filters: Record<string, string>;
  hasFilters: boolean;
  pageNo: number;
  pageSize: number;
  /** Page number and size, for the generated index call. */
  paging: { pageNo: number; pageSize: number };
  /** The URL's sort, else the list's default sort. */
  sort: string | undefined;
  /** The URL query without paging: what a saved view keeps. */
  viewQuery: string;
  setFilters(next: Record<string, string | undefined>): void;
  setPage(pageNo: number, pageSize: number): void;
  setSort(sort: string | undefined): void;
  /** Replaces filters and sort with those of a query (a saved view), from page 1. */
  applyQuery(query: string): void;
  /** Typed readers of one filter for the generated params: undefined when absent or malformed. */
  text(name: string): string | undefined;
  int(name: string): number | undefined;
  bool(name: string): boolean | undefined;
  oneOf<T extends string>(name: string, values: Readonly<Record<string, T>>): T | undefined;
  /** The sort when it is one the API accepts. */
  sortOf<T extends string>(values: Readonly<Record<string, T>>): T | undefined;
}

/** A query's filters and sort in a stable order, so two spellings of a view compare equal. */
export function normalQuery(query: string): string {
  const entries = [...new URLSearchParams(query)].filter(([k, v]) => !PAGING.has(k) && v !== '');
  entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return new URLSearchParams(entries).toString();
}

/**
 * Filters, sort and paging kept in the URL's query: a copied link opens the same view, a
 * reload keeps it, and every route has its own. A filter or sort change goes back to page 1.
 */
export function useListParams(defaultSort?: string, defaultPageSize = PAGE_SIZE): ListParams {
  const [search, setSearch] = useSearchParams();
  const store = useCallback((next: URLSearchParams) => setSearch(next, { replace: true, state: LIST_NAVIGATION }), [setSearch]);
  return useParamsOver(search, store, defaultSort, defaultPageSize);
}

/**
 * The same state kept in React instead of the URL: a list inside a dialog or a card of another
 * page, which must leave the page's own URL (and its own list's state) alone. It starts
 * afresh each time it mounts.
 */
export function useLocalListParams(defaultSort?: string, defaultPageSize = PAGE_SIZE): ListParams {
  const [search, setSearch] = useState(() => new URLSearchParams());
  return useParamsOver(search, setSearch, defaultSort, defaultPageSize);
}

/** The list state over a query, wherever it is kept: `store` replaces it. */
function useParamsOver(
  search: URLSearchParams,
  store: (next: URLSearchParams) => void,
  defaultSort: string | undefined,
  defaultPageSize: number,
): ListParams {
  const filters = useMemo(() => {
    const out: Record<string, string> = {};
    search.forEach((value, key) => {
      if (!PAGING.has(key) && key !== 'sort' && value !== '') out[key] = value;
    });
    return out;
  }, [search]);
  const pageNo = Math.max(1, Math.floor(Number(search.get('pageNo'))) || 1);
  const pageSize = Math.min(MAX_PAGE_SIZE, Math.max(1, Math.floor(Number(search.get('pageSize'))) || defaultPageSize));
  const sort = search.get('sort') || defaultSort;

  // Changes build on the last query written, not on the one this render saw: a click that
  // follows another before the URL has caught up (sort, then page) must keep both.
  const latest = useRef({ seen: search.toString(), query: search });
  if (latest.current.seen !== search.toString()) latest.current = { seen: search.toString(), query: search };
  const write = useCallback(
    (change: (prev: URLSearchParams) => URLSearchParams) => {
      const next = change(new URLSearchParams(latest.current.query));
      latest.current = { ...latest.current, query: next };
      store(next);
    },
    [store],
  );
  const update = useCallback((patch: (prev: URLSearchParams) => Patch) => write((prev) => patched(prev, patch(prev))), [write]);

  const text = (name: string) => filters[name];
  return {
    filters,
    hasFilters: Object.keys(filters).length > 0,
    pageNo,
    pageSize,
    paging: { pageNo, pageSize },
    sort,
    viewQuery: normalQuery(search.toString()),
    setFilters: (next) =>
      update((prev) => {
        const cleared: Patch = { pageNo: undefined };
        prev.forEach((_, key) => {
          if (!PAGING.has(key) && key !== 'sort') cleared[key] = undefined;
        });
        return { ...cleared, ...next };
      }),
    setPage: (no, size) =>
      update(() => ({ pageNo: no === 1 ? undefined : String(no), pageSize: size === defaultPageSize ? undefined : String(size) })),
    setSort: (s) => update(() => ({ sort: s, pageNo: undefined })),
    applyQuery: (query) =>
      write((prev) => {
        const next = new URLSearchParams(normalQuery(query));
        const size = prev.get('pageSize');
        if (size) next.set('pageSize', size);
        return next;
      }),
    text,
    int: (name) => {
      const v = text(name);
      return v !== undefined && /^-?\d{1,15}$/.test(v) ? Number(v) : undefined;
    },
    bool: (name) => {
      const v = text(name);
      return v === 'true' ? true : v === 'false' ? false : undefined;
    },
    oneOf: (name, values) => pick(text(name), values),
    sortOf: (values) => pick(sort, values),
  };
}

type Patch = Record<string, string | undefined>;

/** The query with the patch's values set and its undefined or empty ones removed. */
function patched(prev: URLSearchParams, patch: Patch): URLSearchParams {
  const next = new URLSearchParams(prev);
  for (const [k, v] of Object.entries(patch)) {
    if (v === undefined || v === '') next.delete(k);
    else next.set(k, v);
  }
  return next;
}

function pick<T extends string>(value: string | undefined, values: Readonly<Record<string, T>>): T | undefined {
  return Object.values(values).find((v) => v === value);
}
