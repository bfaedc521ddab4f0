import { useEffect } from 'react';
import { keepPreviousData } from '@tanstack/react-query';
import { useLocation } from 'react-router';
import { isListNavigation, useListParams, useLocalListParams, type ListParams } from './useListParams';
import { useListSettings, type ListSettingsState } from './useListSettings';
import { useCounting, type Counting } from './useCounting';
import type { Paging } from './types';

/** One list page's state: its URL, its settings on the server, how it counts, and whether to query yet. */
export interface ListState extends ListParams, Counting {
  /** Page number and size for the generated index call, and `count: 'exact'` once exact figures are asked. */
  paging: Paging;
  /** The list's name for its settings, e.g. `shopUsers.users`. */
  key: string;
  settings: ListSettingsState;
  /** Options for the page's generated index hook: hold the query while the default view is pending. */
  queryOptions: { enabled: boolean; placeholderData: typeof keepPreviousData };
}

export interface ListOptions {
  /** The sort when the URL has none (an API sort value). */
  defaultSort?: string;
  /** Rows per page when the URL does not say (20 unless given). */
  pageSize?: number;
}

/**
 * The state of a list page. Opened without a query (from the menu, a bookmark of the bare
 * page), the list waits for the staff member's settings and applies their default view.
 */
export function useList(key: string, options: ListOptions = {}): ListState {
  const params = useListParams(options.defaultSort, options.pageSize);
  const counting = useCounting(params.filters);
  const settings = useListSettings(key);
  const { search, state } = useLocation();
  const arrived = search === '' && !isListNavigation(state);
  const fallback = settings.views.find((v) => v.isDefault && v.query !== '')?.query;
  const waiting = arrived && (!settings.settled || fallback !== undefined);
  const { applyQuery } = params;

  // biome-ignore lint/correctness/useExhaustiveDependencies: only the arrival and the default decide; applyQuery is a new function on every render
  useEffect(() => {
    if (arrived && fallback !== undefined) applyQuery(fallback);
  }, [arrived, fallback]);

  const queryOptions = { enabled: !waiting, placeholderData: keepPreviousData };
  return { ...params, ...counting, paging: counted(params, counting), key, settings, queryOptions };
}

/** The settings of a list that keeps none: no hidden columns, no saved views. */
const NO_SETTINGS: ListSettingsState = {
  settled: true,
  hidden: [],
  views: [],
  chooseHidden: () => undefined,
  commitHidden: () => undefined,
  saveView: () => Promise.reject(new Error('a local list keeps no views')),
  destroyView: () => Promise.reject(new Error('a local list keeps no views')),
  busy: false,
};

/**
 * The state of a list inside something else (a dialog over a list page, a card of another
 * page): filters, sort and page kept in React, not the URL, so the page's own list keeps its
 * URL; no settings on the server (give its `DataTable` `views={false}` and
 * `columnChooser={false}`). It starts from page 1 each time it mounts.
 */
export function useLocalList(key: string, options: ListOptions = {}): ListState {
  const params = useLocalListParams(options.defaultSort, options.pageSize);
  const counting = useCounting(params.filters);
  const queryOptions = { enabled: true, placeholderData: keepPreviousData };
  return { ...params, ...counting, paging: counted(params, counting), key, settings: NO_SETTINGS, queryOptions };
}

/** The paging a page spreads into its index call: with `count: 'exact'` while exact figures are asked. */
function counted({ paging }: ListParams, { countingAll }: Counting): Paging {
  return countingAll ? { ...paging, count: 'exact' } : paging;
}
