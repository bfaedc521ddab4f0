import { useState, type Key, type ReactNode } from 'react';
import { Button, Checkbox, Flex, Popover, Space, Table } from 'antd';
import type { ColumnType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import type { ListParams } from './useListParams';
import { exportXlsx, type ExportColumn } from './exportXlsx';
import { showSuccess } from '../../../app/feedback';

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
}

/** One page of a list as the API returns it. */
export interface Page<T> {
  list: T[];
  total: number;
}

interface DataTableProps<T, P> {
  /** Remembers the chosen columns under this key; the export is named after it too. */
  tableKey: string;
  columns: ListColumn<T>[];
  /** The list's query (a generated index hook's result). */
  query: { data?: Page<T>; isFetching: boolean };
  list: ListParams;
  /** The query's parameters, and the index call that exports every page of them to .xlsx. */
  params: P;
  exportWith?: (params: P) => Promise<Page<T>>;
  toolbar?: ReactNode;
}

function storedHidden(key: string): string[] {
  try {
    const v: unknown = JSON.parse(localStorage.getItem(`shopUsers.columns.${key}`) ?? '[]');
    return Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : [];
  } catch {
    return [];
  }
}

/** The list table of the shop-user pages: paging and sorting in the URL, a column chooser, export. */
export function DataTable<T extends { id: number }, P extends object>(props: DataTableProps<T, P>) {
  const { t } = useTranslation('shopUsers');
  const { columns, list } = props;
  const [hidden, setHidden] = useState<string[]>(() => storedHidden(props.tableKey));
  const [exporting, setExporting] = useState(false);

  const choose = (next: string[]) => {
    setHidden(next);
    localStorage.setItem(`shopUsers.columns.${props.tableKey}`, JSON.stringify(next));
  };
  const sortOf = (c: ListColumn<T>) => {
    if (!c.sortField || !list.sort) return null;
    if (list.sort === c.sortField) return 'ascend' as const;
    return list.sort === `-${c.sortField}` ? ('descend' as const) : null;
  };
  const shown = columns
    .filter((c) => c.fixedVisible || !hidden.includes(c.key))
    .map((c) => ({ ...c, sorter: Boolean(c.sortField), sortOrder: sortOf(c), dataIndex: c.dataIndex ?? c.key }));

  const onExport = async () => {
    const exportWith = props.exportWith;
    if (!exportWith) return;
    setExporting(true);
    try {
      const cols: ExportColumn<T>[] = columns
        .filter((c) => c.exportValue && (c.fixedVisible || !hidden.includes(c.key)))
        .map((c) => ({ header: c.title, value: c.exportValue! }));
      const n = await exportXlsx(`${props.tableKey}.xlsx`, cols, (pageNo, pageSize) => exportWith({ ...props.params, pageNo, pageSize }));
      showSuccess(t('common.exported', { count: n }));
    } finally {
      setExporting(false);
    }
  };

  const chooser = (
    <Checkbox.Group
      value={columns.filter((c) => !hidden.includes(c.key)).map((c) => c.key)}
      onChange={(keys) => choose(columns.filter((c) => !keys.includes(c.key)).map((c) => c.key))}
    >
      <Space direction="vertical">
        {columns.map((c) => (
          <Checkbox key={c.key} value={c.key} disabled={c.fixedVisible}>
            {c.title}
          </Checkbox>
        ))}
      </Space>
    </Checkbox.Group>
  );

  return (
    <>
      <Flex justify="space-between" style={{ marginBottom: 12 }}>
        <Space>{props.toolbar}</Space>
        <Space>
          {props.exportWith && (
            <Button data-testid="export" loading={exporting} onClick={() => void onExport()}>
              {t('common.export')}
            </Button>
          )}
          <Popover trigger="click" content={chooser} placement="bottomRight">
            <Button data-testid="column-chooser">{t('common.columns')}</Button>
          </Popover>
        </Space>
      </Flex>
      <Table<T>
        rowKey="id"
        size="middle"
        loading={props.query.isFetching}
        columns={shown}
        dataSource={props.query.data?.list}
        scroll={{ x: 'max-content' }}
        pagination={{
          current: list.pageNo,
          pageSize: list.pageSize,
          total: props.query.data?.total,
          showSizeChanger: true,
          showTotal: (total) => t('common.total', { total }),
        }}
        onChange={(pagination, _filters, sorter) => {
          const s = Array.isArray(sorter) ? sorter[0] : sorter;
          const col = columns.find((c) => c.key === (s?.columnKey as Key));
          const nextSort = col?.sortField && s?.order ? `${s.order === 'descend' ? '-' : ''}${col.sortField}` : undefined;
          if (nextSort !== list.sort && (nextSort || s?.order === undefined)) {
            list.setSort(nextSort);
            return;
          }
          list.setPage(pagination.current ?? 1, pagination.pageSize ?? 20);
        }}
      />
    </>
  );
}
