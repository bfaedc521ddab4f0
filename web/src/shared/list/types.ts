import type { ColumnType } from 'antd/es/table';
import type { CountParameter } from '../../api/generated/model';
import type { Counted } from './figures';

/** One page of a list as the API returns it, with how exactly it counted (see `Counted`). */
export interface Page<T> extends Counted {
  list: T[];
  total: number;
}

export interface Paging {
  pageNo: number;
  pageSize: number;
  /** `exact` asks the list to count every match of its filter, not just up to the cap. */
  count?: CountParameter;
}

/** A column of a list: antd's column plus what the chooser, sorting and export need. */
export interface ListColumn<T> extends ColumnType<T> {
  key: string;
  title: string;
  /** The API's sort field when the column sorts. */
  sortField?: string;
  /** The cell in an export; columns without it are not exported. */
  exportValue?: (row: T) => string | number | boolean | null;
  /** Always shown (the chooser cannot hide it). */
  fixedVisible?: boolean;
  /** Only in the export: a value another column shows beside its own (the chooser does not offer it). */
  exportOnly?: boolean;
}

/** What the table needs of the page's generated index query. */
export interface ListQuery<T> {
  data?: Page<T>;
  isFetching: boolean;
  isError: boolean;
  error?: unknown;
  refetch: () => unknown;
}
