import { useState } from 'react';
import { Button, Card, Space, Table } from 'antd';
import type { TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { showSuccess } from '../../app/feedback';
import { useQueryClient } from '@tanstack/react-query';
import { formatDateTime } from '../../shared/format';
import type { Department } from '../../api/generated/model';
import { getListDepartmentsQueryKey, useDeleteDepartments, useListDepartments } from '../../api/generated/system/system';
import { AddButton, DeleteLink } from './buttons';
import { usePermission } from '../../session/permission';
import { withoutEmptyChildren } from './options';
import { DepartmentForm } from './DepartmentForm';

/** The organisation as a tree table. */
export default function DepartmentsPage() {
  const { t } = useTranslation('system');
  const canWrite = usePermission('write:system');
  const canDelete = usePermission('delete:system');
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<{ department: Department | null; parentId: number } | null>(null);
  const list = useListDepartments();
  const remove = useDeleteDepartments({
    mutation: {
      onSuccess: async () => {
        showSuccess(t('common.deleted'));
        await queryClient.invalidateQueries({ queryKey: getListDepartmentsQueryKey() });
      },
    },
  });

  const columns: TableColumnsType<Department> = [
    { title: t('department.name'), dataIndex: 'name' },
    { title: t('department.order'), dataIndex: 'order', width: 90 },
    { title: t('department.staffCount'), dataIndex: 'staffCount', width: 90 },
    { title: t('common.createTime'), dataIndex: 'createTime', width: 170, render: (v: string) => formatDateTime(v) },
  ];
  if (canWrite || canDelete) {
    columns.push({
      title: t('common.actions'),
      key: 'actions',
      width: 240,
      render: (_, row) => (
        <Space>
          {canWrite && (
            <Button type="link" size="small" onClick={() => setEditing({ department: null, parentId: row.id })}>
              {t('department.addChild')}
            </Button>
          )}
          {canWrite && (
            <Button type="link" size="small" onClick={() => setEditing({ department: row, parentId: row.parentId })}>
              {t('common.edit')}
            </Button>
          )}
          {canDelete && (
            <DeleteLink name={row.name} onConfirm={() => remove.mutateAsync({ data: { ids: [row.id] } })} />
          )}
        </Space>
      ),
    });
  }

  return (
    <Card
      title={t('department.title')}
      extra={canWrite && <AddButton onClick={() => setEditing({ department: null, parentId: 0 })} />}
    >
      <Table<Department>
        rowKey="id"
        columns={columns}
        dataSource={withoutEmptyChildren(list.data?.list)}
        loading={list.isFetching}
        pagination={false}
        expandable={{ defaultExpandAllRows: true }}
        key={list.data ? 'loaded' : 'loading'}
      />
      <DepartmentForm
        tree={list.data?.list ?? []}
        editing={editing}
        onClose={() => setEditing(null)}
      />
    </Card>
  );
}
