import { useState } from 'react';
import { Avatar, Button, Card, Form, Input, Popconfirm, Select, Space, Tag, TreeSelect } from 'antd';
import { DeleteOutlined, UserOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { StaffStatus, type ListStaffParams, type StaffMember } from '../../api/generated/model';
import { getListStaffQueryKey, listStaff, useDeleteStaff, useListDepartments, useListRoles, useListStaff } from '../../api/generated/system/system';
import { DataTable, FilterBar, useList, type ListColumn } from '../../shared/list';
import { formatDateTime } from '../../shared/format';
import { showSuccess } from '../../app/feedback';
import { AddButton, DeleteLink } from './buttons';
import { usePermission } from '../../session/permission';
import { departmentOptions } from './options';
import { StaffForm } from './StaffForm';

/** Staff accounts: search, add, edit (incl. password reset), delete one or many. */
export default function StaffPage() {
  const { t } = useTranslation('system');
  const canWrite = usePermission('system:staff:write');
  const queryClient = useQueryClient();
  const list = useList('system.staff');
  const params: ListStaffParams = {
    ...list.paging,
    username: list.text('username'),
    mobile: list.text('mobile'),
    role: list.text('role'),
    departmentId: list.int('departmentId'),
    status: list.oneOf('status', StaffStatus),
  };
  const query = useListStaff(params, { query: list.queryOptions });
  const [editing, setEditing] = useState<StaffMember | null>(null);
  const [formOpen, setFormOpen] = useState(false);
  const roles = useListRoles({ pageSize: 100 });
  const departments = useListDepartments();
  const remove = useDeleteStaff({
    mutation: {
      onSuccess: async () => {
        showSuccess(t('common.deleted'));
        await queryClient.invalidateQueries({ queryKey: getListStaffQueryKey().slice(0, 1) });
      },
    },
  });

  const open = (row: StaffMember | null) => {
    setEditing(row);
    setFormOpen(true);
  };
  const statusText = (v: string) => t(v === 'enabled' ? 'staff.enabled' : 'staff.disabled');

  const columns: ListColumn<StaffMember>[] = [
    { key: 'avatar', title: t('staff.avatar'), width: 72, render: (v: string) => <Avatar src={v || undefined} icon={<UserOutlined />} /> },
    { key: 'username', title: t('staff.username'), fixedVisible: true, exportValue: (s) => s.username },
    { key: 'email', title: t('staff.email'), exportValue: (s) => s.email },
    { key: 'mobile', title: t('staff.mobile'), exportValue: (s) => s.mobile },
    { key: 'roles', title: t('staff.roles'), exportValue: (s) => s.roles.join(', '), render: (v: string[]) => v.map((r) => <Tag key={r}>{r}</Tag>) },
    { key: 'departmentName', title: t('staff.department'), exportValue: (s) => s.departmentName },
    {
      key: 'status',
      title: t('staff.status'),
      exportValue: (s) => statusText(s.status),
      render: (v: string) => <Tag color={v === 'enabled' ? 'green' : 'default'}>{statusText(v)}</Tag>,
    },
    { key: 'createTime', title: t('common.createTime'), exportValue: (s) => formatDateTime(s.createTime), render: (v: string) => formatDateTime(v) },
  ];
  if (canWrite) {
    columns.push({
      key: 'actions',
      title: t('common.actions'),
      fixedVisible: true,
      render: (_, row) => (
        <Space>
          <Button type="link" size="small" onClick={() => open(row)}>
            {t('common.edit')}
          </Button>
          <DeleteLink name={row.username} onConfirm={() => remove.mutateAsync({ data: { ids: [row.id] } })} />
        </Space>
      ),
    });
  }

  return (
    <Card title={t('staff.title')}>
      <FilterBar list={list} numeric={['departmentId']}>
        <Form.Item name="username" label={t('staff.username')}>
          <Input allowClear />
        </Form.Item>
        <Form.Item name="mobile" label={t('staff.mobile')} rules={[{ pattern: /^\d{1,11}$/, message: t('staff.mobileInvalid') }]}>
          <Input allowClear inputMode="numeric" maxLength={11} style={{ width: 140 }} />
        </Form.Item>
        <Form.Item name="role" label={t('staff.roles')}>
          <Select allowClear style={{ width: 140 }} options={roles.data?.list.map((r) => ({ value: r.role, label: r.role }))} />
        </Form.Item>
        <Form.Item name="departmentId" label={t('staff.department')}>
          <TreeSelect allowClear style={{ width: 160 }} treeDefaultExpandAll treeData={departmentOptions(departments.data?.list)} />
        </Form.Item>
        <Form.Item name="status" label={t('staff.status')}>
          <Select allowClear style={{ width: 110 }} options={Object.values(StaffStatus).map((v) => ({ value: v, label: statusText(v) }))} />
        </Form.Item>
      </FilterBar>
      <DataTable<StaffMember>
        list={list}
        columns={columns}
        query={query}
        exportPage={(page, signal) => listStaff({ ...params, ...page }, { signal })}
        toolbar={canWrite && <AddButton onClick={() => open(null)} />}
        batch={
          canWrite
            ? (rows, clear) => (
                <Popconfirm
                  title={t('common.confirmBatchDelete', { count: rows.length })}
                  okText={t('common.ok')}
                  cancelText={t('common.cancel')}
                  disabled={rows.length === 0}
                  onConfirm={() => remove.mutateAsync({ data: { ids: rows.map((r) => r.id) } }).then(clear)}
                >
                  <Button danger icon={<DeleteOutlined />} disabled={rows.length === 0}>
                    {t('common.batchDelete')}
                  </Button>
                </Popconfirm>
              )
            : undefined
        }
      />
      <StaffForm
        open={formOpen}
        editing={editing}
        onClose={() => setFormOpen(false)}
      />
    </Card>
  );
}
