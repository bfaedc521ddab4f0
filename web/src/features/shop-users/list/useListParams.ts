import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

/** The list state a page keeps in its URL: filters, page, page size and sort. */
export interface ListParams {
  /** Filter values as in the URL (absent filters are left out). */
  filters: Record<string, string>;
  pageNo: number;
  pageSize: number;
  sort: string | undefined;
  setFilters(next: Record<string, string | undefined>): void;
  setPage(pageNo: number, pageSize: number): void;
  setSort(sort: string | undefined): void;
}

const PAGING = new Set(['pageNo', 'pageSize', 'sort']);

/**
 * Filters, paging and sorting kept in the URL's query, so a list can be bookmarked, shared
 * and restored with the back button. A filter change goes back to page 1.
 */
export function useListParams(defaultSort?: string): ListParams {
  const [search, setSearch] = useSearchParams();
  const filters = useMemo(() => {
    const out: Record<string, string> = {};
    search.forEach((value, key) => {
      if (!PAGING.has(key) && value !== '') out[key] = value;
    });
    return out;
  }, [search]);
  const pageNo = Math.max(1, Number(search.get('pageNo')) || 1);
  const pageSize = Math.min(100, Math.max(1, Number(search.get('pageSize')) || 20));
  const sort = search.get('sort') ?? defaultSort;

  const update = useCallback(
    (patch: Record<string, string | undefined>) =>
      setSearch(
        (prev) => {
          const next = new URLSearchParams(prev);
          for (const [k, v] of Object.entries(patch)) {
            if (v === undefined || v === '') next.delete(k);
            else next.set(k, v);
          }
          return next;
        },
        { replace: true },
      ),
    [setSearch],
  );

  return {
    filters,
    pageNo,
    pageSize,
    sort,
    setFilters: (next) => {
      const cleared: Record<string, string | undefined> = { pageNo: undefined };
      for (const key of Object.keys(filters)) cleared[key] = undefined;
      update({ ...cleared, ...next });
    },
    setPage: (no, size) => update({ pageNo: no === 1 ? undefined : String(no), pageSize: size === 20 ? undefined : String(size) }),
    setSort: (s) => update({ sort: s, pageNo: undefined }),
  };
}

/** Query parameters for a generated hook: the URL's filters, typed, plus paging and sort. */
export function queryOf(list: ListParams, numeric: string[] = [], booleans: string[] = []) {
  const out: Record<string, string | number | boolean> = { pageNo: list.pageNo, pageSize: list.pageSize };
  for (const [k, v] of Object.entries(list.filters)) {
    out[k] = numeric.includes(k) ? Number(v) : booleans.includes(k) ? v === 'true' : v;
  }
  if (list.sort) out.sort = list.sort;
  return out;
}
