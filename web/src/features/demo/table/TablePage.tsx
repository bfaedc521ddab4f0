import { useMemo, useState } from 'react';
import { Button, Card, Checkbox, Dropdown, Input, Popconfirm, Popover, Space, Table, message } from 'antd';
import type { TableProps } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  getGetDemoTableListQueryKey,
  useDeleteDemoTableRows,
  useEditDemoTableRow,
  useGetDemoTableList,
} from '../../../api/generated/demo/demo';
import type { DemoTableRow, DemoTableRowInput } from '../../../api/generated/model';
import { DEMO_WRITE } from '../permission';
import { usePermission } from '../../../session/permission';
import { TOGGLABLE, tableColumns, type Togglable } from './columns';
import { RowDialog } from './RowDialog';
import { buildSheet, collectRows, downloadXlsx, EXPORT_COLUMNS, type ExportColumn } from './exportRows';

type Density = NonNullable<TableProps['size']>;

/** Rows without what the edit form does not send back. */
function toInput(row: DemoTableRow): DemoTableRowInput {
  const { id, title, description, status, author, pageViews, switch: on, percent, rate, percentage } = row;
  return { id, title, description, status, author, pageViews, switch: on, percent, rate, percentage };
}

/** The demo table (spec §3 table rows): search, tags, stars, switch, progress, pictures, edit, delete, columns, density, export. */
export default function TablePage() {
  const { t } = useTranslation('demo');
  const [toast, toastHolder] = message.useMessage();
  const queryClient = useQueryClient();
  const canWrite = usePermission(DEMO_WRITE);

  const [draft, setDraft] = useState('');
  const [title, setTitle] = useState('');
  const [pageNo, setPageNo] = useState(1);
  const [pageSize, setPageSize] = useState(20);
  const [visible, setVisible] = useState<Togglable[]>([...TOGGLABLE]);
  const [density, setDensity] = useState<Density>('middle');
  const [editing, setEditing] = useState<DemoTableRow | null | undefined>(undefined);
  const [selected, setSelected] = useState<number[]>([]);
  const [exporting, setExporting] = useState(false);

  const params = { title: title || undefined, pageNo, pageSize };
  const list = useGetDemoTableList(params);
  const refresh = () => queryClient.invalidateQueries({ queryKey: getGetDemoTableListQueryKey() });

  const save = useEditDemoTableRow({
    mutation: {
      onSuccess: async () => {
        void toast.success(t('saved'));
        setEditing(undefined);
        await refresh();
      },
    },
  });
  const remove = useDeleteDemoTableRows({
    mutation: {
      onSuccess: async (_, { data }) => {
        void toast.success(t('deleted'));
        setSelected((ids) => ids.filter((id) => !data.ids.includes(id)));
        await refresh();
      },
    },
  });

  const columns = useMemo(
    () =>
      tableColumns(t, visible, {
        canWrite,
        onEdit: setEditing,
        onDelete: (row) => remove.mutate({ data: { ids: [row.id] } }),
        onToggle: (row, on) => save.mutate({ data: { ...toInput(row), switch: on } }),
      }),
    [t, visible, canWrite, remove, save],
  );

  const exportCurrent = async () => {
    setExporting(true);
    try {
      const rows = await collectRows(title);
      const chosen: ExportColumn[] = EXPORT_COLUMNS.filter((c) => (visible as string[]).includes(c));
      const sheet = buildSheet(rows, chosen, {
        column: (c) => t(`table.${c}`),
        status: (s) => t(`status.${s}`),
      });
      await downloadXlsx(sheet, chosen, 'table');
      void toast.success(t('exported', { count: rows.length }));
    } finally {
      setExporting(false);
    }
  };

  const chooser = (
    <Checkbox.Group
      value={visible}
      onChange={(v) => setVisible(v as Togglable[])}
      options={TOGGLABLE.map((k) => ({ value: k, label: t(`table.${k}`) }))}
      style={{ display: 'grid', gap: 4 }}
    />
  );

  return (
    <Card>
      {toastHolder}
      <Space wrap style={{ marginBottom: 16, width: '100%', justifyContent: 'space-between' }}>
        <Space wrap>
          {canWrite && (
            <Button type="primary" onClick={() => setEditing(null)}>
              {t('add')}
            </Button>
          )}
          {canWrite && (
            <Popconfirm
              title={t('confirmDeleteMany', { count: selected.length })}
              disabled={selected.length === 0}
              onConfirm={() => remove.mutate({ data: { ids: selected } })}
            >
              <Button danger disabled={selected.length === 0}>
                {t('deleteSelected')}
              </Button>
            </Popconfirm>
          )}
          <Button onClick={() => void exportCurrent()} loading={exporting}>
            {exporting ? t('exporting') : t('export')}
          </Button>
          <Popover content={chooser} trigger="click" placement="bottomLeft">
            <Button>{t('columns')}</Button>
          </Popover>
          <Dropdown
            trigger={['click']}
            menu={{
              selectable: true,
              selectedKeys: [density],
              onClick: ({ key }) => setDensity(key as Density),
              items: [
                { key: 'large', label: t('densityLarge') },
                { key: 'middle', label: t('densityMiddle') },
                { key: 'small', label: t('densitySmall') },
              ],
            }}
          >
            <Button>{t('density')}</Button>
          </Dropdown>
        </Space>
        <Input.Search
          allowClear
          placeholder={t('table.titlePlaceholder')}
          enterButton={t('search')}
          value={draft}
          onChange={(e) => setDraft(e.target.value)}
          onSearch={(value) => {
            setTitle(value.trim());
            setPageNo(1);
          }}
          style={{ width: 320 }}
        />
      </Space>
      <Table<DemoTableRow>
        rowKey="id"
        size={density}
        columns={columns}
        dataSource={list.data?.list}
        loading={list.isFetching}
        scroll={{ x: 'max-content' }}
        rowSelection={canWrite ? { selectedRowKeys: selected, onChange: (keys) => setSelected(keys as number[]) } : undefined}
        pagination={{
          current: pageNo,
          pageSize,
          total: list.data?.total ?? 0,
          showSizeChanger: true,
          showTotal: (total) => t('total', { total }),
          onChange: (no, size) => {
            setPageNo(size === pageSize ? no : 1);
            setPageSize(size);
          },
        }}
      />
      <RowDialog
        row={editing}
        saving={save.isPending}
        onSave={(input) => save.mutate({ data: input })}
        onClose={() => setEditing(undefined)}
      />
    </Card>
  );
}
