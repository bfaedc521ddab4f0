import { Card } from 'antd';
import { DataTable, type ListColumn, type Page } from '../list/DataTable';
import { queryOf, useListParams } from '../list/useListParams';
import { RowFilters } from './RowFilters';

/** The index params of the address, favourite and browsing lists. */
interface RowsParams {
  pageNo?: number;
  pageSize?: number;
  userId?: number;
  keyword?: string;
}

interface RowsListProps<T> {
  title: string;
  keywordHint: string;
  tableKey: string;
  columns: ListColumn<T>[];
  /** The generated index hook and call of the list (the same endpoint). */
  useIndex: (params: RowsParams) => { data?: Page<T>; isFetching: boolean };
  fetchIndex: (params: RowsParams) => Promise<Page<T>>;
}

/** A list of the users' addresses, favourites or visits: filtered by user and keyword, exportable. */
export function RowsList<T extends { id: number }>({ useIndex, ...props }: RowsListProps<T>) {
  const list = useListParams();
  const params = queryOf(list, ['userId']) as RowsParams;
  const query = useIndex(params);
  return (
    <Card title={props.title}>
      <RowFilters list={list} keywordHint={props.keywordHint} />
      <DataTable<T, RowsParams>
        tableKey={props.tableKey}
        columns={props.columns}
        query={query}
        list={list}
        params={params}
        exportWith={props.fetchIndex}
      />
    </Card>
  );
}
