import { useState, type Key, type ReactNode } from 'react';
import { Button, Checkbox, Flex, Popover, Space, Table, message } from 'antd';
import type { ColumnType, TableProps } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import type { ListParams } from './useListParams';
import { exportXlsx, type ExportColumn } from './exportXlsx';

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

interface DataTableProps<T> {
  /** Remembers the chosen columns under this key. */
  tableKey: string;
  columns: ListColumn<T>[];
  rows: T[] | undefined;
  total: number | undefined;
  loading: boolean;
  list: ListParams;
  rowKey: keyof T & string;
  /** Exports the current filter to .xlsx when given. */
  exportPage?: (pageNo: number, pageSize: number) => Promise<{ list: T[]; total: number }>;
  exportName?: string;
  toolbar?: ReactNode;
  size?: TableProps<T>['size'];
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
export function DataTable<T extends object>(props: DataTableProps<T>) {
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
    if (!props.exportPage) return;
    setExporting(true);
    try {
      const cols: ExportColumn<T>[] = columns
        .filter((c) => c.exportValue && (c.fixedVisible || !hidden.includes(c.key)))
        .map((c) => ({ header: c.title, value: c.exportValue! }));
      const n = await exportXlsx(props.exportName ?? `${props.tableKey}.xlsx`, cols, props.exportPage);
      void message.success(t('common.exported', { count: n }));
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
          {props.exportPage && (
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
        rowKey={props.rowKey as string}
        size={props.size ?? 'middle'}
        loading={props.loading}
        columns={shown}
        dataSource={props.rows}
        scroll={{ x: 'max-content' }}
        pagination={{
          current: list.pageNo,
          pageSize: list.pageSize,
          total: props.total,
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
