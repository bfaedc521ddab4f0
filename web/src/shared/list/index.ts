/**
 * The list kit: every list page is built from these. Filters, sort and page live in the
 * URL; hidden columns and saved views live on the server per staff member.
 *
 *   const list = useList('area.page', { defaultSort });
 *   const query = useXxxIndex({ ...list.paging, keyword: list.text('keyword') }, { query: list.queryOptions });
 *   <FilterBar list={list}>…</FilterBar>
 *   <DataTable list={list} columns={…} query={query} exportPage={(p) => xxxIndex({ ...params, ...p })} />
 *
 * A list inside a dialog or a card of another page keeps its state in React instead
 * (`useLocalList`), and leaves out what it does not offer:
 *
 *   const list = useLocalList('area.thing', { pageSize: 10 });
 *   <DataTable list={list} … views={false} columnChooser={false} sizeChanger={false} />
 */
export { useList, useLocalList, type ListState } from './useList';
export { DataTable } from './DataTable';
export { FilterBar } from './FilterBar';
export type { ListColumn, ListQuery, Page, Paging } from './types';
