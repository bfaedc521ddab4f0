import { useState } from 'react';
import { Button, Card, Dropdown, Form, Input, Popconfirm } from 'antd';
import type { TableProps } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  getDemoTableList,
  getGetDemoTableListQueryKey,
  useDeleteDemoTableRows,
  useEditDemoTableRow,
  useGetDemoTableList,
} from '../../../api/generated/demo/demo';
import type { DemoTableRow, DemoTableRowInput, GetDemoTableListParams } from '../../../api/generated/model';
import { DataTable, FilterBar, useList } from '../../../shared/list';
import { showSuccess } from '../../../app/feedback';
import { usePermission } from '../../../session/permission';
import { tableColumns } from './columns';
import { RowDialog } from './RowDialog';

const DENSITIES = ['large', 'middle', 'small'] as const satisfies NonNullable<TableProps['size']>[];
type Density = (typeof DENSITIES)[number];

/** Rows without what the edit form does not send back. */
function toInput(row: DemoTableRow): DemoTableRowInput {
  const { id, title, description, status, author, pageViews, switch: on, percent, rate, percentage } = row;
  return { id, title, description, status, author, pageViews, switch: on, percent, rate, percentage };
}

/** The demo table (table rows): search, tags, stars, switch, progress, pictures, edit, delete, columns, density, export. */
export default function TablePage() {
  const { t } = useTranslation('demo');
  const queryClient = useQueryClient();
  const canWrite = usePermission('write:system');
  const list = useList('demo.table');
  const params: GetDemoTableListParams = { ...list.paging, title: list.text('title') };
  const query = useGetDemoTableList(params, { query: list.queryOptions });
  const [density, setDensity] = useState<Density>('middle');
  const [editing, setEditing] = useState<DemoTableRow | null | undefined>(undefined);
  const refresh = () => queryClient.invalidateQueries({ queryKey: getGetDemoTableListQueryKey() });

  const save = useEditDemoTableRow({
    mutation: {
      onSuccess: async () => {
        showSuccess(t('saved'));
        await refresh();
      },
    },
  });
  const remove = useDeleteDemoTableRows({
    mutation: {
      onSuccess: async () => {
        showSuccess(t('deleted'));
        await refresh();
      },
    },
  });

  const columns = tableColumns(t, {
    canWrite,
    onEdit: setEditing,
    onDelete: (row) => remove.mutate({ data: { ids: [row.id] } }),
    onToggle: (row, on) => save.mutate({ data: { ...toInput(row), switch: on } }),
  });
  const densityLabels: Record<Density, string> = { large: t('densityLarge'), middle: t('densityMiddle'), small: t('densitySmall') };

  return (
    <Card>
      <FilterBar list={list}>
        <Form.Item name="title" label={t('table.title')}>
          <Input allowClear placeholder={t('table.titlePlaceholder')} style={{ width: 240 }} />
        </Form.Item>
      </FilterBar>
      <DataTable<DemoTableRow>
        list={list}
        columns={columns}
        query={query}
        size={density}
        exportPage={(page, signal) => getDemoTableList({ ...params, ...page }, { signal })}
        toolbar={
          <>
            {canWrite && (
              <Button type="primary" onClick={() => setEditing(null)}>
                {t('add')}
              </Button>
            )}
            <Dropdown
              trigger={['click']}
              menu={{
                selectable: true,
                selectedKeys: [density],
                onClick: ({ key }) => setDensity(DENSITIES.find((d) => d === key) ?? 'middle'),
                items: DENSITIES.map((d) => ({ key: d, label: densityLabels[d] })),
              }}
            >
              <Button>{t('density')}</Button>
            </Dropdown>
          </>
        }
        batch={
          canWrite
            ? (rows, clear) => (
                <Popconfirm
                  title={t('confirmDeleteMany', { count: rows.length })}
                  disabled={rows.length === 0}
                  onConfirm={() => remove.mutateAsync({ data: { ids: rows.map((r) => r.id) } }).then(clear)}
                >
                  <Button danger disabled={rows.length === 0}>
                    {t('deleteSelected')}
                  </Button>
                </Popconfirm>
              )
            : undefined
        }
      />
      <RowDialog row={editing} onClose={() => setEditing(undefined)} />
    </Card>
  );
}
