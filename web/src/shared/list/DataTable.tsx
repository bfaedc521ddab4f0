import { useEffect, useState, type Key, type ReactNode } from 'react';
import { Button, Empty, Flex, Result, Space, Table, Typography } from 'antd';
import type { TableProps } from 'antd';
import { ReloadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../api/ApiError';
import type { ListState } from './useList';
import type { ListColumn, ListQuery, Page, Paging } from './types';
import { ColumnChooser } from './ColumnChooser';
import { ExportButton } from './ExportButton';
import { ListTotal } from './ListTotal';
import { boundedPager } from './pager';
import { SavedViews } from './SavedViews';

interface DataTableProps<T> {
  list: ListState;
  columns: ListColumn<T>[];
  /** The page's generated index query (called with `list.queryOptions`). */
  query: ListQuery<T>;
  /** One page of the current filter, for the export (the signal aborts when it is cancelled); no export without it. */
  exportPage?: (paging: Paging, signal?: AbortSignal) => Promise<Page<T>>;
  /** Offers saved views (off for lists without filters, and for a local list). */
  views?: boolean;
  /** Offers the column chooser (default on; off for a local list, which keeps no settings). */
  columnChooser?: boolean;
  /** Offers a choice of rows per page (default on). */
  sizeChanger?: boolean;
  /** The page's own buttons, left of the table's tools. */
  toolbar?: ReactNode;
  /** Batch actions: turns on row selection and gets the selected rows (and a way to clear them). */
  batch?: (rows: T[], clear: () => void) => ReactNode;
  size?: TableProps<T>['size'];
  /**
   * The width the columns share, their texts wrapping to fit (a list with many columns, at
   * most what a 1440 px window leaves it); unset, each column takes its text's whole width.
   */
  fitWidth?: number;
  rowKey?: keyof T & string;
}

/**
 * The list table every list page uses: page and sort in the URL (or in React, `useLocalList`),
 * server-kept column choice and saved views, export of the current filter, empty and error
 * states, row selection. A total counted up to the cap reads `1,000+`, with an action that
 * counts every match, and a pager without a last page.
 */
export function DataTable<T extends object>(props: DataTableProps<T>) {
  const { t } = useTranslation('list');
  const { list, columns, query, views = true, columnChooser = true, sizeChanger = true } = props;
  const rowKey = props.rowKey ?? ('id' as keyof T & string);
  const hidden = list.settings.hidden;
  const shownColumns = columns.filter((c) => c.fixedVisible || !hidden.includes(c.key));
  const exported = shownColumns.flatMap((c) => (c.exportValue ? [{ header: c.title, value: c.exportValue }] : []));

  // The selection belongs to one page of one filter: it is gone once either changes.
  const selectionScope = `${list.viewQuery}|${list.pageNo}|${list.pageSize}`;
  const [selection, setSelection] = useState<{ scope: string; rows: T[] }>({ scope: selectionScope, rows: [] });
  const selected = selection.scope === selectionScope ? selection.rows : [];
  const clear = () => setSelection({ scope: selectionScope, rows: [] });

  // An exact count that failed (it took too long: the API layer's toast says to narrow the
  // filter) goes back to the figures counted up to the cap, which the list still has.
  const countFailed = list.countingAll && query.isError && !query.isFetching;
  const { countBounded } = list;
  useEffect(() => {
    if (countFailed) countBounded();
  }, [countFailed, countBounded]);

  const sortOrder = (c: ListColumn<T>) => {
    if (!c.sortField || !list.sort) return null;
    if (list.sort === c.sortField) return 'ascend' as const;
    return list.sort === `-${c.sortField}` ? ('descend' as const) : null;
  };
  const tableColumns = shownColumns.filter((c) => !c.exportOnly).map(({ exportOnly: _, ...c }) => ({
    ...c,
    sorter: Boolean(c.sortField),
    sortOrder: sortOrder(c),
    dataIndex: c.dataIndex ?? c.key,
  }));

  const { data } = query;
  const empty = data ? (
    <Empty description={list.hasFilters ? t('emptyFiltered') : t('empty')}>
      {list.hasFilters && (
        <Button data-testid="clear-filters" onClick={() => list.setFilters({})}>
          {t('clearFilters')}
        </Button>
      )}
    </Empty>
  ) : (
    <span />
  );

  return (
    <>
      {(props.toolbar || props.batch || views || props.exportPage || columnChooser) && (
        <Flex justify="space-between" wrap gap={8} style={{ marginBottom: 12 }}>
          <Space wrap>
            {props.toolbar}
            {props.batch?.(selected, clear)}
            {selected.length > 0 && (
              <Typography.Text type="secondary" data-testid="selection-count">
                {t('selected', { count: selected.length })} <Typography.Link onClick={clear}>{t('clearSelection')}</Typography.Link>
              </Typography.Text>
            )}
          </Space>
          <Space wrap>
            {views && <SavedViews list={list} />}
            {props.exportPage && (
              <ExportButton
                fileName={`${list.key.split('.').pop()}.xlsx`}
                columns={exported}
                fetchPage={props.exportPage}
              />
            )}
            {columnChooser && <ColumnChooser columns={columns.filter((c) => !c.exportOnly)} settings={list.settings} />}
          </Space>
        </Flex>
      )}
      {query.isError && !list.countingAll ? (
        <Result
          status="error"
          title={t('loadFailed')}
          subTitle={isApiError(query.error) ? query.error.msg : undefined}
          extra={
            <Button type="primary" icon={<ReloadOutlined />} data-testid="list-retry" onClick={() => void query.refetch()}>
              {t('retry')}
            </Button>
          }
        />
      ) : (
        <Table<T>
          rowKey={rowKey}
          size={props.size ?? 'middle'}
          loading={query.isFetching || countFailed || !list.queryOptions.enabled}
          columns={tableColumns}
          dataSource={data?.list}
          locale={{ emptyText: empty }}
          scroll={{ x: props.fitWidth ?? 'max-content' }}
          rowSelection={
            props.batch
              ? {
                  selectedRowKeys: selected.map((r) => r[rowKey] as Key),
                  onChange: (_keys, rows) => setSelection({ scope: selectionScope, rows }),
                }
              : undefined
          }
          pagination={{
            current: list.pageNo,
            pageSize: list.pageSize,
            total: data?.total ?? 0,
            showSizeChanger: sizeChanger,
            showTotal: () => data && <ListTotal answer={data} counting={list} fetching={query.isFetching} />,
            ...(data && boundedPager(data, list.pageNo, list.pageSize)),
          }}
          onChange={(pagination, _filters, sorter, extra) => {
            if (extra.action === 'sort') {
              const s = Array.isArray(sorter) ? sorter[0] : sorter;
              const col = columns.find((c) => c.key === s?.columnKey);
              list.setSort(col?.sortField && s?.order ? `${s.order === 'descend' ? '-' : ''}${col.sortField}` : undefined);
              return;
            }
            if (extra.action === 'paginate') list.setPage(pagination.current ?? 1, pagination.pageSize ?? list.pageSize);
          }}
        />
      )}
    </>
  );
}
