import { useState } from 'react';
import { Button, Card, Flex, Form, Input, message, Space, Table, Tag } from 'antd';
import type { TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import dayjs from 'dayjs';
import type { Role } from '../../api/generated/model';
import { getListRolesQueryKey, useDeleteRoles, useListPermissions, useListRoles } from '../../api/generated/system/system';
import { PERMISSIONS } from './permission';
import { AddButton, DeleteLink } from './buttons';
import { usePermission } from '../../session/permission';
import { RoleForm } from './RoleForm';

/** Roles and the permission codes they grant. */
export default function RolesPage() {
  const { t } = useTranslation('system');
  const canWrite = usePermission(PERMISSIONS.roleWrite);
  const queryClient = useQueryClient();
  const [toast, toastHolder] = message.useMessage();
  const [name, setName] = useState('');
  const [page, setPage] = useState({ pageNo: 1, pageSize: 20 });
  const [editing, setEditing] = useState<Role | null>(null);
  const [formOpen, setFormOpen] = useState(false);
  const list = useListRoles({ ...(name ? { role: name } : {}), ...page });
  const permissions = useListPermissions();
  const labels = new Map(permissions.data?.list.map((p) => [p.code, p.label]));
  const remove = useDeleteRoles({
    mutation: {
      onSuccess: async () => {
        void toast.success(t('common.deleted'));
        await queryClient.invalidateQueries({ queryKey: getListRolesQueryKey().slice(0, 1) });
      },
    },
  });

  const open = (row: Role | null) => {
    setEditing(row);
    setFormOpen(true);
  };
  const columns: TableColumnsType<Role> = [
    { title: t('role.name'), dataIndex: 'role', width: 160 },
    {
      title: t('role.permissions'),
      dataIndex: 'btnRolesCheckedList',
      render: (codes: string[]) => codes.map((c) => <Tag key={c} title={c}>{labels.get(c) ?? c}</Tag>),
    },
    { title: t('role.staffCount'), dataIndex: 'staffCount', width: 90 },
    { title: t('common.createTime'), dataIndex: 'createTime', width: 160, render: (v: string) => dayjs(v).format('YYYY-MM-DD HH:mm') },
  ];
  if (canWrite) {
    columns.push({
      title: t('common.actions'),
      key: 'actions',
      width: 150,
      render: (_, row) => (
        <Space>
          <Button type="link" size="small" onClick={() => open(row)}>
            {t('common.edit')}
          </Button>
          {row.role !== 'Admin' && (
            <DeleteLink name={row.role} onConfirm={() => remove.mutateAsync({ data: { ids: [row.id] } })} />
          )}
        </Space>
      ),
    });
  }

  return (
    <Card title={t('role.title')}>
      {toastHolder}
      <Flex gap="small" justify="space-between" wrap style={{ marginBottom: 16 }}>
        <Form layout="inline" name="role-filter" onFinish={(v: { role?: string }) => { setName(v.role?.trim() ?? ''); setPage((p) => ({ ...p, pageNo: 1 })); }}>
          <Form.Item name="role" label={t('role.name')}>
            <Input allowClear />
          </Form.Item>
          <Button type="primary" htmlType="submit">
            {t('common.search')}
          </Button>
        </Form>
        {canWrite && (
          <AddButton onClick={() => open(null)} />
        )}
      </Flex>
      <Table<Role>
        rowKey="id"
        columns={columns}
        dataSource={list.data?.list}
        loading={list.isFetching}
        pagination={{
          current: page.pageNo,
          pageSize: page.pageSize,
          total: list.data?.total ?? 0,
          showTotal: (total) => t('common.total', { total }),
          onChange: (pageNo, pageSize) => setPage({ pageNo, pageSize }),
        }}
      />
      <RoleForm
        open={formOpen}
        editing={editing}
        onClose={() => setFormOpen(false)}
        onSaved={() => {
          setFormOpen(false);
          void toast.success(t('common.saved'));
        }}
      />
    </Card>
  );
}
