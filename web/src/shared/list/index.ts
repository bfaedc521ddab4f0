/**
 * The list kit: every list page is built from these. Filters, sort and page live in the
 * URL; hidden columns and saved views live on the server per staff member.
 *
 *   const list = useList('area.page', { defaultSort });
 *   const query = useXxxIndex({ ...list.paging, keyword: list.text('keyword') }, { query: list.queryOptions });
 *   <ListTabs list={list} filter="tab" tabs={TABS} active={tab} label={…} answer={query.data} />
 *   <FilterBar list={list}>…</FilterBar>
 *   <DataTable list={list} columns={…} query={query} exportPage={(p, signal) => xxxIndex({ ...params, ...p }, { signal })} />
 *
 * A filtered list counts its matches up to the server's cap: the kit shows such figures as
 * `1,000+` (total and tab counts alike), offers to count them all (`list.paging` then carries
 * `count: 'exact'`, which is why every page spreads it into its params), and pages on without
 * a last page. No page counts or formats figures of its own.
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
export { ListTabs } from './ListTabs';
export type { ListColumn, ListQuery, Page, Paging } from './types';
