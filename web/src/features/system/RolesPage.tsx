import { useState } from 'react';
import { Button, Card, Form, Input, Space, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import type { ListRolesParams, Role } from '../../api/generated/model';
import { getListRolesQueryKey, listRoles, useDeleteRoles, useListPermissions, useListRoles } from '../../api/generated/system/system';
import { DataTable, FilterBar, useList, type ListColumn } from '../../shared/list';
import { formatDateTime } from '../../shared/format';
import { showSuccess } from '../../app/feedback';
import { AddButton, DeleteLink } from './buttons';
import { usePermission } from '../../session/permission';
import { RoleForm } from './RoleForm';

/** Roles and the permission codes they grant. */
export default function RolesPage() {
  const { t } = useTranslation('system');
  const canWrite = usePermission('system:role:write');
  const queryClient = useQueryClient();
  const list = useList('system.roles');
  const params: ListRolesParams = { ...list.paging, role: list.text('role') };
  const query = useListRoles(params, { query: list.queryOptions });
  const [editing, setEditing] = useState<Role | null>(null);
  const [formOpen, setFormOpen] = useState(false);
  const permissions = useListPermissions();
  const labels = new Map(permissions.data?.list.map((p) => [p.code, p.label]));
  const remove = useDeleteRoles({
    mutation: {
      onSuccess: async () => {
        showSuccess(t('common.deleted'));
        await queryClient.invalidateQueries({ queryKey: getListRolesQueryKey().slice(0, 1) });
      },
    },
  });

  const open = (row: Role | null) => {
    setEditing(row);
    setFormOpen(true);
  };
  const permissionText = (codes: string[]) => codes.map((c) => labels.get(c) ?? c);
  // Admin holds every code, whatever its row lists.
  const isAdmin = (r: Role) => r.role === 'Admin';
  const columns: ListColumn<Role>[] = [
    { key: 'role', title: t('role.name'), width: 160, fixedVisible: true, exportValue: (r) => r.role },
    {
      key: 'btnRolesCheckedList',
      title: t('role.permissions'),
      exportValue: (r) => (isAdmin(r) ? t('role.all') : permissionText(r.btnRolesCheckedList).join(', ')),
      render: (codes: string[], r) =>
        isAdmin(r) ? (
          <Tag color="gold" title={t('role.adminHint')} data-testid="role-all">
            {t('role.all')}
          </Tag>
        ) : (
          codes.map((c) => (
            <Tag key={c} title={c}>
              {labels.get(c) ?? c}
            </Tag>
          ))
        ),
    },
    { key: 'staffCount', title: t('role.staffCount'), width: 90, exportValue: (r) => r.staffCount },
    {
      key: 'createTime',
      title: t('common.createTime'),
      width: 160,
      exportValue: (r) => formatDateTime(r.createTime),
      render: (v: string) => formatDateTime(v),
    },
  ];
  if (canWrite) {
    columns.push({
      key: 'actions',
      title: t('common.actions'),
      width: 150,
      fixedVisible: true,
      render: (_, row) => (
        <Space>
          <Button type="link" size="small" onClick={() => open(row)}>
            {t('common.edit')}
          </Button>
          {row.role !== 'Admin' && <DeleteLink name={row.role} onConfirm={() => remove.mutateAsync({ data: { ids: [row.id] } })} />}
        </Space>
      ),
    });
  }

  return (
    <Card title={t('role.title')}>
      <FilterBar list={list}>
        <Form.Item name="role" label={t('role.name')}>
          <Input allowClear />
        </Form.Item>
      </FilterBar>
      <DataTable<Role>
        fitWidth={1000}
        list={list}
        columns={columns}
        query={query}
        exportPage={(page, signal) => listRoles({ ...params, ...page }, { signal })}
        toolbar={canWrite && <AddButton onClick={() => open(null)} />}
      />
      <RoleForm
        open={formOpen}
        editing={editing}
        onClose={() => setFormOpen(false)}
      />
    </Card>
  );
}
